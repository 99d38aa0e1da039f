import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { isWideWidth } from '../../../../lib/device';
import type { RouteSet } from '../../../../lib/route-set';
import { appState } from '../../../app';
import { useAppointmentsMessages } from '../../messages';
import styles from './washing.module.css';

/** The frame of every washing page: the desktop layout in /pc, and in the shared set when wide. */
export function WashingFrame({ routeSet, children }: { routeSet: RouteSet; children: ReactNode }) {
  useAppointmentsMessages();
  const { appWidth } = useSnapshot(appState);
  const wide = routeSet === 'pc' || (routeSet === 'shared' && isWideWidth(appWidth));
  return <div className={`${styles.page} ${wide ? styles.wide : styles.narrow}`}>{children}</div>;
}
