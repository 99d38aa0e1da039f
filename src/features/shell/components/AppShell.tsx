import { Trans } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { AccountOverlays } from '../../account';
import { appState } from '../../app';
import { previewingPopup } from '../../content';
import { NoticeArea } from '../../../ui/notices/NoticeArea';
import { usePageSettled } from '../../../ui/usePageSettled';
import { ActivityPopups } from './ActivityPopups';
import styles from './AppShell.module.css';
import { DeferredFooter } from './DeferredFooter';
import { Header } from './Header';
import { MaintenanceGate } from './MaintenanceGate';
import { NavigationProgress } from './NavigationProgress';
import { OfflineBanner } from './OfflineBanner';
import { UpdatePrompt } from './UpdatePrompt';
import { useScrollToTop } from './useScrollToTop';

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

/**
 * The popups, asked for once the page has settled (the console's preview at once); only this
 * redraws then. Their code is not left to load then: were this version's files gone by then (a
 * deploy), a background load that fails would reload the page under the shopper.
 */
function PopupsOnceSettled() {
  const settled = usePageSettled(POPUPS_QUIET_MS);
  if (!settled && !previewingPopup()) return null;
  return <ActivityPopups />;
}
