import type { TopicBlock } from '../../../../contract/topic';
import type { RouteSet } from '../../../lib/route-set';
import { buttonClass } from '../../../ui/Button';
import { Picture } from '../../../ui/Picture';
import styles from './CampaignBlocks.module.css';
import { GoodsGrid } from './GoodsGrid';
import { NewsCard } from './NewsCard';
import { Link } from '@tanstack/react-router';
import { storiesLink } from '../links';

/** A campaign's column of blocks: words, a picture, products and its newest articles. */
export function CampaignBlocks({
  blocks,
  routeSet,
  wide,
}: {
  blocks: TopicBlock[];
  routeSet: RouteSet;
  wide: boolean;
}) {
  return (
    <div className={`${styles.blocks} ${wide ? '' : styles.narrow}`}>
      {blocks.map((block) => {
        switch (block.type) {
          case 'text':
            return (
              <section key={block.id} className={styles.text}>
                {block.title && <h2 className={styles.heading}>{block.title}</h2>}
                <p>{block.text}</p>
              </section>
            );
          case 'picture':
            return (
              <figure key={block.id} className={styles.figure}>
                <Picture picture={block.picture} alt={block.caption} sizes="100vw" />
                {block.caption && <figcaption>{block.caption}</figcaption>}
              </figure>
            );
          case 'goods':
            return (
              <div key={block.id} className={styles.goods}>
                <GoodsGrid title={block.title} goods={block.goods} wide={wide} />
              </div>
            );
          case 'news':
            return (
              <section key={block.id} className={styles.news}>
                <h2 className={styles.heading}>{block.title}</h2>
                <ul className={styles.newsList}>
                  {block.news.map((news) => (
                    <li key={news.id}>
                      <NewsCard news={news} routeSet={routeSet} sizes={wide ? '30vw' : '100vw'} />
                    </li>
                  ))}
                </ul>
                <Link
                  {...storiesLink(routeSet, block.group_id)}
                  className={buttonClass('secondary', styles.more)}
                >
                  {block.button}
                </Link>
              </section>
            );
        }
      })}
    </div>
  );
}
