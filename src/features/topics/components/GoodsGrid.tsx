import { useId } from 'react';
import type { GoodsCard as GoodsCardData } from '../../../../contract/catalogue';
import { GoodsCard } from '../../catalogue';
import styles from './GoodsGrid.module.css';

/** Products of a campaign or an article, each linking to its detail page. */
export function GoodsGrid({
  title,
  goods,
  wide,
}: {
  title: string;
  goods: GoodsCardData[];
  wide: boolean;
}) {
  const titleId = useId();
  // Six make two rows of three; fewer stay in one centred row of cards of a calm size.
  const columns = wide ? (goods.length % 3 === 0 ? 3 : Math.min(goods.length, 4)) : 2;
  const track = wide ? 'minmax(0, 300px)' : 'minmax(0, 1fr)';
  return (
    <section className={`${styles.section} ${wide ? '' : styles.narrow}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.grid} style={{ gridTemplateColumns: `repeat(${columns}, ${track})` }}>
        {goods.map((item) => (
          <li key={item.id}>
            <GoodsCard goods={item} sizes={wide ? '300px' : '46vw'} hoverSwatches={wide} />
          </li>
        ))}
      </ul>
    </section>
  );
}
