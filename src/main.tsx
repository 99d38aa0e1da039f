import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider, type AnyRoute } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  forgetDeadSession,
  LOGIN_PATH,
  startWeChatInApp,
  watchLoginReturnPage,
} from './features/account';
import { openLoginFlow, watchAppWidth } from './features/app';
import { CATALOGUE_PATHS } from './features/catalogue';
import { removeBootHero, takeOpeningHome } from './features/content';
import { setLoginRequiredHandler } from './lib/api-client';
import { installChunkReloadGuard } from './lib/chunk-reload';
import { stringifySearch } from './lib/search-serializer';
import { activateLang, i18n } from './lib/i18n';
import { langFromCookie } from './lib/lang';
import { createQueryClient, persistQueriesFrom, restorePersistedQueries } from './lib/query-client';
import { registerServiceWorker, whenControlled } from './lib/service-worker';
import { routeTree } from './routeTree.gen';
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
  setLoginRequiredHandler(() => {
    forgetDeadSession(queryClient);
    openLoginFlow(() => {
      if (!router.state.location.pathname.startsWith(LOGIN_PATH)) router.history.push(LOGIN_PATH);
    });
  });
  watchLoginReturnPage(router);
  startWeChatInApp(router);
  // The home page takes the document's hero picture away when it draws its own; whatever page
  // the app shows instead (a maintenance notice, an error) must not stay covered by it.
  const stopWatching = router.subscribe('onResolved', () => {
    stopWatching();
    requestAnimationFrame(removeBootHero);
  });
}

/** Starts fetching the opening page's code while the stored catalogue is read back. */
function preloadOpeningPageCode(router: AppRouter): void {
  for (const match of router.matchRoutes(router.latestLocation)) {
    const route = router.routesById[match.routeId as keyof typeof router.routesById] as
      AnyRoute | undefined;
    // A failure here is met again, and handled, when the router loads the page itself.
    if (route) void router.loadRouteChunk(route)?.catch(() => undefined);
  }
}

const nextTask = () => new Promise<void>((resolve) => window.setTimeout(resolve));

async function boot(): Promise<void> {
  installChunkReloadGuard();
  watchAppWidth();
  // Evaluating the app's modules is a long piece of work on a phone: the router is built in the
  // next task, so that the browser can paint and answer in between.
  await nextTask();
  const router = createAppRouter();
  connectRouter(router);
  preloadOpeningPageCode(router);
  const lang = langFromCookie();
  takeOpeningHome(queryClient, lang);
  await Promise.all([activateLang(lang), restorePersistedQueries(queryClient)]);
  persistQueriesFrom(queryClient);
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
  if (import.meta.env.PROD) {
    registerServiceWorker();
    // Search works offline among the pieces stored on the device, so its screen is kept by
    // the worker before it is first visited.
    whenControlled(() => {
      for (const set of Object.values(CATALOGUE_PATHS))
        void router.preloadRoute({ to: set.results });
    });
  }
}

void boot();
