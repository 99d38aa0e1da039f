import { Trans } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { AccountOverlays } from '../../account';
import { appState } from '../../app';
import { previewingPopup } from '../../content';
import { NoticeArea } from '../../../ui/notices/NoticeArea';
import { usePageSettled } from '../../../ui/usePageSettled';
import styles from './AppShell.module.css';
import { DeferredFooter } from './DeferredFooter';
import { Header } from './Header';
import { MaintenanceGate } from './MaintenanceGate';
import { NavigationProgress } from './NavigationProgress';
import { OfflineBanner } from './OfflineBanner';
import { UpdatePrompt } from './UpdatePrompt';
import { useScrollToTop } from './useScrollToTop';

// The activity popups come with their code once the page a visit opens on has settled. (The new
// version's offer does not wait for code: when it shows, this version's files may be gone.)
const ActivityPopups = lazy(() =>
  import('./ActivityPopups').then(({ ActivityPopups }) => ({ default: ActivityPopups })),
);
/** A page may still be drawing its first screen in stages when its load event fires. */
const POPUPS_QUIET_MS = 1000;

/** The root route's component: the frame with the current page in it. */
export function AppShell() {
  return (
    <AppFrame>
      <Outlet />
    </AppFrame>
  );
}

/** The frame around every page: header, page, footer and the app-wide overlays. */
export function AppFrame({ children }: { children: ReactNode }) {
  useScrollToTop();
  const { openLogin } = useSnapshot(appState);
  return (
    <MaintenanceGate>
      <a href="#main" className={styles.skip}>
        <Trans>Skip to content</Trans>
      </a>
      <NavigationProgress />
      <OfflineBanner />
      <div className={styles.frame}>
        <Header />
        <NoticeArea />
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <DeferredFooter />
      </div>
      {/* A promotion never stacks over the sign-in dialog: it waits until that closes. */}
      {!openLogin && <PopupsOnceSettled />}
      <AccountOverlays />
      <UpdatePrompt />
    </MaintenanceGate>
  );
}

/** The popups once the page has settled (the console's preview at once); only this redraws then. */
function PopupsOnceSettled() {
  const settled = usePageSettled(POPUPS_QUIET_MS);
  if (!settled && !previewingPopup()) return null;
  return (
    <Suspense fallback={null}>
      <ActivityPopups />
    </Suspense>
  );
}
