import { Trans } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { AccountOverlays } from '../../account';
import { appState } from '../../app';
import { NoticeArea } from '../../../ui/notices/NoticeArea';
import { ActivityPopups } from './ActivityPopups';
import styles from './AppShell.module.css';
import { DeferredFooter } from './DeferredFooter';
import { Header } from './Header';
import { MaintenanceGate } from './MaintenanceGate';
import { NavigationProgress } from './NavigationProgress';
import { OfflineBanner } from './OfflineBanner';
import { UpdatePrompt } from './UpdatePrompt';
import { useScrollToTop } from './useScrollToTop';

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
      {!openLogin && <ActivityPopups />}
      <AccountOverlays />
      <UpdatePrompt />
    </MaintenanceGate>
  );
}
