import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { bypassForCheck, publishStatusQueryOptions, rememberBypass } from '../../content';
import { sessionStore } from '../../../lib/safe-storage';

const MaintenanceScreen = lazy(() =>
  import('./MaintenanceScreen').then((m) => ({ default: m.MaintenanceScreen })),
);

/**
 * How long the shop waits for the first answer before opening anyway: on a flaky network an
 * unanswered check must not keep shoppers out (and offline there is nothing to wait for).
 */
export const STATUS_WAIT_MS = 3000;

/**
 * Spec §2: asks judge-publish-status on boot (and again when the tab comes back); while the shop
 * is under maintenance the whole app is replaced by the maintenance screen. Until the first
 * answer the shop stays hidden, so that it cannot be used during maintenance; a returning
 * visitor's last answer (kept with the catalogue) opens it at once while it is asked again.
 * Admin values in the address bar are sent along and, once accepted, kept for the session.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const [check] = useState(() => bypassForCheck(window.location.search, sessionStore));
  const status = useQuery(publishStatusQueryOptions(check.pair));
  const maintenance = status.data;
  const [waitedEnough, setWaitedEnough] = useState(() => !navigator.onLine);

  useEffect(() => {
    const timer = window.setTimeout(() => setWaitedEnough(true), STATUS_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (maintenance !== undefined) rememberBypass(check, maintenance, sessionStore);
  }, [check, maintenance]);

  if (status.isPending && !waitedEnough) return null;
  if (maintenance === true) {
    return (
      <Suspense fallback={null}>
        <MaintenanceScreen />
      </Suspense>
    );
  }
  return children;
}
