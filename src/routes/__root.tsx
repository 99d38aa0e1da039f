import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppShell, ErrorPage, NotFoundPage } from '../features/shell';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: AppShell,
  errorComponent: ErrorPage,
  notFoundComponent: NotFoundPage,
});
