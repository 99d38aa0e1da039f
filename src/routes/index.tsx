import { createFileRoute } from '@tanstack/react-router';
import { appState } from '../features/app';
import { HomePage, homePageQueryOptions } from '../features/content';

export const Route = createFileRoute('/')({
  // HomePage is already a preloadable lazy component; splitting it again would add a round trip.
  codeSplitGroupings: [],
  // Offline, the page shows the templates restored from IndexedDB (or says it cannot load them).
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(homePageQueryOptions(appState.lang)).catch(() => undefined),
  component: HomePage,
});
