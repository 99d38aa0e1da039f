import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppShell, ErrorPage, NotFoundPage, prefetchFrameData } from '../features/shell';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  loader: ({ context, location }) => prefetchFrameData(context.queryClient, location.pathname),
  component: AppShell,
  errorComponent: ErrorPage,
  notFoundComponent: NotFoundPage,
});
