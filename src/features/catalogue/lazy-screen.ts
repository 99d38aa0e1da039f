import { lazy, type ComponentType } from 'react';

/**
 * A screen that loads with its own chunk: rendering it suspends until the chunk is there, and
 * `preload()` (called by the route's loader) starts the download alongside the data.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load());
  const Screen = lazy(() => preload().then((component) => ({ default: component })));
  return Object.assign(Screen, { preload });
}
