import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { appointmentsLink } from '../lib/member-routes';
import { routeSetOfPath } from '../lib/route-set';
import styles from './BookAppointmentLink.module.css';

/** A link to the booking form of the member area (of the page's set), a boutique chosen. */
export function BookAppointmentLink({
  storeId,
  children,
}: {
  storeId: number;
  children: ReactNode;
}) {
  const set = useRouterState({ select: (state) => routeSetOfPath(state.location.pathname) });
  return (
    <Link {...appointmentsLink(set, { book: true, store: storeId })} className={styles.link}>
      {children}
    </Link>
  );
}
