import type { GoodsCard as GoodsCardData } from '../../../../contract/catalogue';
import { GoodsCard } from './GoodsCard';
import styles from './GoodsRail.module.css';

/** A titled row of product cards (guess-like, collocation): a grid on desktop, a swipe row on a phone. */
export function GoodsRail({
  title,
  goods,
  wide,
}: {
  title: string;
  goods: (GoodsCardData & { activeColor: number })[];
  wide: boolean;
}) {
  if (!goods.length) return null;
  return (
    <section className={styles.rail}>
      <h2 className={styles.title}>{title}</h2>
      <ul className={wide ? styles.grid : styles.row}>
        {goods.map((item) => (
          <li key={item.id}>
            <GoodsCard
              goods={item}
              sizes={wide ? '(min-width: 1600px) 380px, 24vw' : '44vw'}
              hoverSwatches={wide}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
