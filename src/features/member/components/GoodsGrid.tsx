import type { ReactNode } from 'react';
import type { GoodsCard as GoodsCardData } from '../../../../contract/catalogue';
import { useMemberRouteSet } from '../../../lib/member-routes';
import type { RouteSet } from '../../../lib/route-set';
import { useMemberWide } from '../layout';
import styles from './GoodsGrid.module.css';

/** A product card in the member's lists (wish list, recently viewed), as the catalogue draws it. */
export interface MemberGoodsCard {
  goods: GoodsCardData;
  routeSet: RouteSet;
  wide: boolean;
  /** Whether the card shows its wish-list heart. */
  wishList: boolean;
}

/** Product cards of the member's goods, each with what belongs under it (a time, a button). */
export function GoodsGrid<T extends GoodsCardData>({
  goods,
  card,
  label,
  wishList = true,
  below,
}: {
  goods: readonly T[];
  card: (card: MemberGoodsCard) => ReactNode;
  label: string;
  /** Whether each card shows its wish-list heart. */
  wishList?: boolean;
  below: (goods: T) => ReactNode;
}) {
  const routeSet = useMemberRouteSet();
  const wide = useMemberWide();
  return (
    <ul className={`${styles.grid} ${wide ? styles.wide : ''}`} aria-label={label}>
      {goods.map((item) => (
        <li key={item.id} className={styles.item}>
          {card({ goods: item, routeSet, wide, wishList })}
          <div className={styles.below}>{below(item)}</div>
        </li>
      ))}
    </ul>
  );
}
