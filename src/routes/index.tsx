import { createFileRoute } from '@tanstack/react-router';
import { appState } from '../features/app';
import { HomePage, homePageQueryOptions } from '../features/content';
import { RoutePending } from '../ui/screens/RouteStates';

/**
 * The home page answers a failure to load its templates itself: offline it shows those kept on
 * this device, or says it cannot load them and offers to try again.
 */
const homePageAnswersFailure = () => undefined;

export const Route = createFileRoute('/')({
  // HomePage is already a preloadable lazy component; splitting it again would add a round trip.
  codeSplitGroupings: [],
  // The opening document carries the templates (main.tsx stores them before the first load).
  loader: ({ context }) =>
    context.queryClient
      .ensureQueryData(homePageQueryOptions(appState.lang))
      .catch(homePageAnswersFailure),
  pendingComponent: RoutePending,
  // Ready, the page shows at once: a loading state that came never holds it back.
  pendingMinMs: 0,
  component: HomePage,
});
