import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { appState } from '../features/app';
import { HomePage, homePageQueryOptions } from '../features/content';

/**
 * The home page answers a failure to load its templates itself: offline it shows those kept on
 * this device, or says it cannot load them and offers to try again.
 */
const homePageAnswersFailure = () => undefined;

/**
 * While the home page's code is on its way: the room the page will take, busy. On opening, the
 * document's hero picture stands over it. Drawn here, so the first download carries no more.
 */
function HomePending() {
  const { t } = useLingui();
  return <div aria-busy="true" aria-label={t`Loading`} style={{ minHeight: '100svh' }} />;
}

export const Route = createFileRoute('/')({
  staticData: { siteMap: { entry: 'home' } },
  // HomePage is already a preloadable lazy component; splitting it again would add a round trip.
  codeSplitGroupings: [],
  // The opening document carries the templates (main.tsx stores them before the first load).
  loader: ({ context }) =>
    context.queryClient
      .ensureQueryData(homePageQueryOptions(appState.lang))
      .catch(homePageAnswersFailure),
  pendingComponent: HomePending,
  // Ready, the page shows at once: a loading state that came never holds it back.
  pendingMinMs: 0,
  component: HomePage,
});
