import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { chunkLoad } from '../../lib/chunk-reload';
import { ScreenError, ScreenLoading } from './ScreenParts';

/** What a route shows while its loader runs, once the router's pending delay has passed. */
export function RoutePending() {
  return <ScreenLoading />;
}

/**
 * What a route nested in a page's frame shows when its loader or code failed: the frame and its
 * navigation stay, and "Try again" runs the loader again (or reloads a file that failed).
 */
export function RouteError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  const retry = () => {
    if (chunkLoad.failed) return window.location.reload();
    reset();
    void router.invalidate();
  };
  return <ScreenError onRetry={retry} />;
}
