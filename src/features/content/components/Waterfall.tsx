import { useId } from 'react';
import { useSnapshot } from 'valtio';
import type { WaterfallItem } from '../../../../contract/content';
import { AppLink } from '../../../ui/AppLink';
import { Picture } from '../../../ui/Picture';
import { appState } from '../../app';
import { masonryColumns, waterfallColumnCount } from '../model';
import styles from './Waterfall.module.css';

/** The editorial waterfall: masonry columns (2 on a phone, 3–4 on a desktop). */
export function Waterfall({ title, items }: { title: string; items: WaterfallItem[] }) {
  const headingId = useId();
  const { appWidth } = useSnapshot(appState);
  const count = waterfallColumnCount(appWidth);
  const columns = masonryColumns(items, count, (item) =>
    item.picture.width > 0 ? item.picture.height / item.picture.width : 1,
  );
  const sizes = `(min-width: 1200px) 23vw, (min-width: 770px) 31vw, 48vw`;
  if (items.length === 0) return null;
  return (
    <section className={styles.waterfall} aria-labelledby={title ? headingId : undefined}>
      {title && (
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
      )}
      <div className={styles.columns} style={{ ['--columns' as string]: count }}>
        {columns.map((column, c) => (
          <ul key={c} className={styles.column}>
            {column.map((item, i) => (
              <li key={`${c}-${i}`}>
                {item.link ? (
                  <AppLink href={item.link} className={styles.tile}>
                    <Tile item={item} sizes={sizes} />
                  </AppLink>
                ) : (
                  <div className={styles.tile}>
                    <Tile item={item} sizes={sizes} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        ))}
      </div>
    </section>
  );
}

function Tile({ item, sizes }: { item: WaterfallItem; sizes: string }) {
  return (
    <>
      <Picture picture={item.picture} alt={item.title} sizes={sizes} />
      <span className={styles.text}>
        <span className={styles.tileTitle}>{item.title}</span>
        {item.text && <span className={styles.tileText}>{item.text}</span>}
      </span>
    </>
  );
}
