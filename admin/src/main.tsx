import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { meQuery } from './features/session/api';
import { ConsoleProviders } from './features/shell/components/ConsoleProviders';
import { NotFoundPage, RefusalPage } from './features/shell/components/RefusalPage';
import { setRedirectHandler } from './lib/http';
import { activateLang, i18n, storedLang } from './lib/lang';
import { createQueryClient } from './lib/query-client';
import { routeTree } from './routeTree.gen';
import './console.css';

const queryClient = createQueryClient();

const router = createRouter({
  routeTree,
  basepath: '/admin',
  context: { queryClient },
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  defaultErrorComponent: RefusalPage,
  defaultNotFoundComponent: NotFoundPage,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// The server decides when the session is over, or the staff member is not ready yet.
setRedirectHandler((code) => {
  const here = router.state.location.pathname;
  if (code === 'staffSignInNeeded') {
    queryClient.removeQueries({ queryKey: meQuery.queryKey });
    if (!here.endsWith('/sign-in')) void router.navigate({ to: '/sign-in' });
  } else if (code === 'staffPasswordChangeNeeded') {
    void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    void router.navigate({ to: '/password' });
  } else {
    void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    void router.navigate({ to: '/account' });
  }
});

await activateLang(storedLang());

const element = document.getElementById('console');
if (element) {
  createRoot(element).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ConsoleProviders>
            <RouterProvider router={router} />
          </ConsoleProviders>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
}
