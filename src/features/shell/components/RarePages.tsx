import type { ErrorComponentProps } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

// Pages that most visits never show load only when they are needed.
const LazyErrorPage = lazy(() => import('./ErrorPage').then((m) => ({ default: m.ErrorPage })));
const LazyNotFoundPage = lazy(() =>
  import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

export function ErrorPage(props: ErrorComponentProps) {
  return (
    <Suspense fallback={null}>
      <LazyErrorPage {...props} />
    </Suspense>
  );
}

export function NotFoundPage() {
  return (
    <Suspense fallback={null}>
      <LazyNotFoundPage />
    </Suspense>
  );
}
