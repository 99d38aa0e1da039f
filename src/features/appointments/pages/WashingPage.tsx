import { useSnapshot } from 'valtio';
import { isWideWidth } from '../../../lib/device';
import { appState } from '../../app';
import { useAppointmentsMessages } from '../messages';
import type { WashingView } from '../washing-steps';
import type { WashingSearch } from '../search-params';
import { WashingDetail } from './washing/WashingDetail';
import { WashingHome } from './washing/WashingHome';
import { WashingList } from './washing/WashingList';
import styles from './washing/washing.module.css';
import { WashingStore } from './washing/WashingStore';
import { WashingSuccess } from './washing/WashingSuccess';

/** The washing service's pages (spec §2): home, list, detail, booking and success. */
export function WashingPage({ view, search }: { view: WashingView; search: WashingSearch }) {
  useAppointmentsMessages();
  const { appWidth } = useSnapshot(appState);
  const wide = view.routeSet === 'pc' || (view.routeSet === 'shared' && isWideWidth(appWidth));
  const props = { set: view.routeSet, search };
  return (
    <div className={`${styles.page} ${wide ? styles.wide : styles.narrow}`}>
      {view.step === 'home' && <WashingHome {...props} />}
      {view.step === 'washingList' && <WashingList {...props} />}
      {view.step === 'washingDetail' && <WashingDetail {...props} />}
      {view.step === 'washingStore' && <WashingStore {...props} />}
      {view.step === 'washingSuccess' && <WashingSuccess {...props} />}
    </div>
  );
}
