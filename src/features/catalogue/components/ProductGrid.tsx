import { useLayoutEffect } from 'react';
import { LIST_CARD_SIZES, LIST_EAGER_CARDS } from '../../../../contract/gallery';
import { removeBootHero } from '../../../ui/boot-hero';
import type { ListGoods } from '../model';
import { GoodsCard } from './GoodsCard';
import styles from './ProductGrid.module.css';

/** The grid of a list: 3 columns beside the desktop filters, 2 on a phone. */
export function ProductGrid({
  list,
  wide,
  dimmed = false,
  filteredColors,
  onOpen,
}: {
  list: ListGoods[];
  wide: boolean;
  dimmed?: boolean;
  /** The colours the list is filtered by: each card shows its piece in the first it has. */
  filteredColors?: readonly number[];
  /** Told when the shopper opens one of the pieces. */
  onOpen?: () => void;
}) {
  const layout = wide ? 'wide' : 'narrow';
  const sizes = LIST_CARD_SIZES[layout];
  const eagerCount = LIST_EAGER_CARDS[layout];
  // The document drew a phone's first cards' pictures in the same places.
  useLayoutEffect(removeBootHero, []);
  return (
    <ul
      className={`${styles.grid} ${wide ? styles.wide : styles.narrow} ${dimmed ? styles.dimmed : ''}`}
      aria-busy={dimmed}
    >
      {list.map((goods, index) => (
        <li key={goods.id}>
          <GoodsCard
            goods={goods}
            sizes={sizes}
            eager={index < eagerCount}
            hoverSwatches={wide}
            filteredColors={filteredColors}
            onOpen={onOpen}
          />
        </li>
      ))}
    </ul>
  );
}

export function GridSkeleton({ wide, count = 6 }: { wide: boolean; count?: number }) {
  return (
    <ul className={`${styles.grid} ${wide ? styles.wide : styles.narrow}`} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.skeleton}>
          <span className={styles.skeletonPicture} />
          <span className={styles.skeletonLine} />
          <span className={styles.skeletonLine} />
        </li>
      ))}
    </ul>
  );
}
