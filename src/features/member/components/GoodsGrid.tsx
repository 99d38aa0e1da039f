import type { ReactNode } from 'react';
import type { GoodsCard as GoodsCardData } from '../../../../contract/catalogue';
import { GoodsCard, RouteSetContext } from '../../catalogue';
import styles from './GoodsGrid.module.css';
import { useMemberView } from './view';

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
  return (
    <RouteSetContext value={routeSet}>
      <ul className={`${styles.grid} ${wide ? styles.wide : ''}`} aria-label={label}>
        {goods.map((item) => (
          <li key={item.id} className={styles.item}>
            <GoodsCard
              goods={item}
              sizes={wide ? '(min-width: 1240px) 220px, 20vw' : '50vw'}
              hoverSwatches={wide}
              wishList={wishList}
            />
            <div className={styles.below}>{below(item)}</div>
          </li>
        ))}
      </ul>
    </RouteSetContext>
  );
}
