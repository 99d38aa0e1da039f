import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { CustomGoodsCard } from '../../../../contract/personalise';
import type { RouteSet } from '../../../lib/route-set';
import { Picture } from '../../../ui/Picture';
import { Price } from '../../../ui/Price';
import { DETAIL_ROUTE, setParam } from '../paths';
import styles from './CustomCard.module.css';

/** A piece to personalise: its picture, name, price and how many characters it takes. */
export function CustomCard({
  goods,
  routeSet,
  eager,
}: {
  goods: CustomGoodsCard;
  routeSet: RouteSet;
  eager: boolean;
}) {
  const { t } = useLingui();
  const color = goods.color_list[0];
  const cover = color?.pic_url_group[0];
  const max = goods.max_length;
  return (
    <article className={styles.card}>
      <Link
        to={DETAIL_ROUTE}
        params={setParam(routeSet)}
        search={{ goods_id: goods.id }}
        className={styles.link}
      >
        <span className={styles.media}>
          {cover && (
            <Picture
              picture={cover}
              alt={color ? `${goods.name}, ${color.name}` : goods.name}
              sizes="(min-width: 770px) 25vw, 50vw"
              eager={eager}
            />
          )}
        </span>
        <span className={styles.text}>
          {goods.series_name && <span className={styles.series}>{goods.series_name}</span>}
          <span className={styles.name}>{goods.name}</span>
          <Price fen={goods.price} originalFen={goods.original_price} />
          <span className={styles.max}>
            <Plural value={max} one="Up to # character" other="Up to # characters" />
          </span>
          <span className={styles.cta}>{t`Personalise`}</span>
        </span>
      </Link>
    </article>
  );
}
