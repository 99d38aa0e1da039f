import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import type { GoodsCard as GoodsCardData } from '../../../../contract/catalogue';
import { AppLink } from '../../../ui/AppLink';
import { Icon } from '../../../ui/Icon';
import { GoodsCard } from '../../catalogue';
import styles from './ProductRail.module.css';

/** A card this much in view counts as shown: the rail's padding may clip a sliver of it. */
const EDGE_SHOWN_RATIO = 0.9;
const CARD_SIZES = '(min-width: 1200px) 23vw, (min-width: 770px) 30vw, 44vw';

/** A titled, horizontally scrolling row of products that snaps card by card. */
export function ProductRail({
  title,
  subtitle,
  link,
  goods,
}: {
  title: string;
  subtitle: string;
  link: string;
  goods: GoodsCardData[];
}) {
  const { t } = useLingui();
  const headingId = useId();
  const scroller = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  // The arrows follow whether the first and the last card are in view; an observer tells without
  // reading the scroll position, which would make the browser lay the page out on every mount.
  useEffect(() => {
    const element = scroller.current;
    const first = element?.firstElementChild;
    const last = element?.lastElementChild;
    if (!element || !first || !last || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const shown = entry.intersectionRatio >= EDGE_SHOWN_RATIO;
          if (entry.target === first) setEdges((edges) => ({ ...edges, start: shown }));
          if (entry.target === last) setEdges((edges) => ({ ...edges, end: shown }));
        }
      },
      { root: element, threshold: [0, EDGE_SHOWN_RATIO, 1] },
    );
    observer.observe(first);
    observer.observe(last);
    return () => observer.disconnect();
  }, [goods.length]);

  const page = (direction: 1 | -1) => {
    const element = scroller.current;
    if (element)
      element.scrollBy({ left: direction * element.clientWidth * 0.9, behavior: 'smooth' });
  };

  if (goods.length === 0) return null;
  return (
    <section className={styles.rail} aria-labelledby={headingId}>
      <div className={styles.head}>
        <div>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        <div className={styles.actions}>
          {link && (
            <AppLink href={link} className={styles.viewAll}>
              <Trans>View all</Trans>
              <span className="visually-hidden">: {title}</span>
            </AppLink>
          )}
          <span className={styles.arrows}>
            <button
              type="button"
              className={styles.arrow}
              onClick={() => page(-1)}
              disabled={edges.start}
              aria-label={t`Previous pieces`}
            >
              <Icon name="chevronLeft" size={18} />
            </button>
            <button
              type="button"
              className={styles.arrow}
              onClick={() => page(1)}
              disabled={edges.end}
              aria-label={t`More pieces`}
            >
              <Icon name="chevronRight" size={18} />
            </button>
          </span>
        </div>
      </div>
      <ul ref={scroller} className={styles.scroller}>
        {goods.map((item) => (
          <li key={item.id} className={styles.item}>
            <GoodsCard goods={item} sizes={CARD_SIZES} />
          </li>
        ))}
      </ul>
    </section>
  );
}
