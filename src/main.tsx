import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider, type AnyRoute } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  forgetDeadSession,
  isSignInFlowPath,
  startWeChatInApp,
  userState,
  watchLoginReturnPage,
  watchPendingLogouts,
} from './features/account';
import { requireSignIn, setSignInPage, watchAppWidth } from './features/app';
import { takeOpeningHome } from './features/content';
import { loadFrameData } from './features/shell';
import { OPENING_HOME_ELEMENT_ID } from '../contract/opening-home';
import { documentCarriesReplies } from './lib/opening-calls';
import { loadApiClient, setLoginRequiredHandler } from './lib/api-client';
import { installChunkReloadGuard } from './lib/chunk-reload';
import { forgetLastSeenWithoutSession } from './lib/last-seen';
import { stringifySearch } from './lib/search-serializer';
import { activateLang, i18n } from './lib/i18n';
import { rememberTimeZone } from './lib/time-zone';
import { langFromCookie } from './lib/lang';
import { createQueryClient, persistQueriesFrom, restorePersistedQueries } from './lib/query-client';
import { registerServiceWorker } from './lib/service-worker';
import { routeTree } from './routeTree.gen';
import { removeBootHero } from './ui/boot-hero';
import './ui/global.css';

const queryClient = createQueryClient();

function createAppRouter() {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: false,
    defaultPendingMs: 200,
    stringifySearch,
  });
}
type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

function connectRouter(router: AppRouter): void {
  // A -1 reply means the stored session is dead: forget it, then ask the shopper to sign in.
  setSignInPage(() => {
    if (!isSignInFlowPath(router.state.location.pathname)) {
      void router.navigate({ to: '/mobile/login' });
    }
  });
  setLoginRequiredHandler(() => {
    forgetDeadSession(queryClient);
    requireSignIn();
  });
  watchLoginReturnPage(router);
  startWeChatInApp(router);
  // The home page takes the document's hero picture away when it draws its own; whatever page
  // the app shows instead (a maintenance notice, an error) must not stay covered by it.
  const stopWatching = router.subscribe('onRendered', () => {
    stopWatching();
    requestAnimationFrame(removeBootHero);
  });
}

/** The routes of the page the visit opens on, its own last. */
function openingRoutes(router: AppRouter): AnyRoute[] {
  return router.matchRoutes(router.latestLocation).flatMap((match) => {
    const route = router.routesById[match.routeId as keyof typeof router.routesById] as
      AnyRoute | undefined;
    return route ? [route] : [];
  });
}

/** Starts fetching the opening page's code while the stored catalogue is read back. */
function preloadOpeningPageCode(router: AppRouter, routes: AnyRoute[]): void {
  // A failure here is met again, and handled, when the router loads the page itself.
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
}

/**
 * A page that will call for its data: the calls' code starts loading now, beside the page's own,
 * rather than when the first call is made. Not for a page whose document brought its data, nor
 * for one that draws without a call for this shopper (a visitor's bag).
 */
function preloadApiClient(routes: AnyRoute[]): void {
  if (document.getElementById(OPENING_HOME_ELEMENT_ID) || documentCarriesReplies()) return;
  const callsFor = routes.at(-1)?.options.staticData?.openingCallsFor;
  if (callsFor === 'member' && userState.userInfo === null) return;
  void loadApiClient().catch(() => undefined);
}

const wait = (ms = 0) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * How long the first render waits for the opening page's code and data. Drawn together, the
 * page is one render that yields to the browser as it goes; drawn apart, the page follows the
 * frame in a render that holds the main thread until it is done. On a slow network the frame and
 * the page's loading state show after this.
 */
const OPENING_PAGE_WAIT_MS = 800;

async function boot(): Promise<void> {
  installChunkReloadGuard();
  watchAppWidth();
  // Evaluating the app's modules, building the router and asking for the page's code are each a
  // long piece of work on a phone: each gets a task of its own, so that the browser can paint
  // and answer in between.
  await wait();
  const router = createAppRouter();
  const opening = openingRoutes(router);
  preloadApiClient(opening);
  await wait();
  connectRouter(router);
  preloadOpeningPageCode(router, opening);
  await wait();
  const lang = langFromCookie();
  takeOpeningHome(queryClient, lang);
  await Promise.all([activateLang(lang), restorePersistedQueries(queryClient)]);
  persistQueriesFrom(queryClient);
  // A session that ended while the shop was closed leaves no bag or orders behind.
  void forgetLastSeenWithoutSession();
  // A member who signed out without the network: their session ends on the server now.
  watchPendingLogouts();
  rememberTimeZone();
  // A failed load is the router's to show, once it renders.
  const openingPage = Promise.all([
    router.load().catch(() => undefined),
    loadFrameData(queryClient),
  ]);
  await Promise.race([openingPage, wait(OPENING_PAGE_WAIT_MS)]);
  const container = document.getElementById('app');
  if (!container) throw new Error('#app is missing');
  const root = createRoot(container);
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread until the whole page is built.
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </I18nProvider>
      </StrictMode>,
    ),
  );
  if (import.meta.env.PROD) registerServiceWorker();
}

void boot();
