import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { bypassForCheck, publishStatusQueryOptions, rememberBypass } from '../../content';
import { sessionStore } from '../session';

const MaintenanceScreen = lazy(() =>
  import('./MaintenanceScreen').then((m) => ({ default: m.MaintenanceScreen })),
);

/**
 * Spec §2: asks judge-publish-status on boot (and again when the tab comes back); while the shop
 * is under maintenance the whole app is replaced by the maintenance screen. Admin values in the
 * address bar are sent along and, once accepted, kept for the session.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const [check] = useState(() => bypassForCheck(window.location.search, sessionStore()));
  const status = useQuery(publishStatusQueryOptions(check.pair));
  const maintenance = status.data;

  useEffect(() => {
    if (maintenance !== undefined) rememberBypass(check, maintenance, sessionStore());
  }, [check, maintenance]);

  if (maintenance === true) {
    return (
      <Suspense fallback={null}>
        <MaintenanceScreen />
      </Suspense>
    );
  }
  return children;
}
