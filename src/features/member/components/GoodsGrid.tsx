import type { ReactNode } from 'react';
import type { GoodsCard as GoodsCardData } from '../../../../contract/catalogue';
import { useHostedScreens } from '../../../lib/member-area/hosted';
import styles from './GoodsGrid.module.css';
import { useMemberView } from '../../../lib/member-area/view';

/** Product cards of the member's goods, each with what belongs under it (a time, a button). */
export function GoodsGrid<T extends GoodsCardData>({
  goods,
  label,
  wishList = true,
  below,
}: {
  goods: readonly T[];
  label: string;
  /** Whether each card shows its wish-list heart. */
  wishList?: boolean;
  below: (goods: T) => ReactNode;
}) {
  const { routeSet, wide } = useMemberView();
  const { goodsCard } = useHostedScreens();
  return (
    <ul className={`${styles.grid} ${wide ? styles.wide : ''}`} aria-label={label}>
      {goods.map((item) => (
        <li key={item.id} className={styles.item}>
          {goodsCard({ goods: item, routeSet, wide, wishList })}
          <div className={styles.below}>{below(item)}</div>
        </li>
      ))}
    </ul>
  );
}
