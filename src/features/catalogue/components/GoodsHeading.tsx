import { useLingui } from '@lingui/react/macro';
import type { GoodsDetail } from '../../../../contract/catalogue';
import { Price } from '../../../ui/Price';
import { discountPercent } from '../model';
import styles from './GoodsInfo.module.css';

/** The series and "New" labels, the goods' name, and its price with any promotion. */
export function GoodsHeading({ detail }: { detail: GoodsDetail }) {
  const { t } = useLingui();
  const percent = discountPercent(detail.price, detail.original_price);
  return (
    <>
      <div className={styles.labels}>
        {detail.series?.name && <span>{detail.series.name}</span>}
        {detail.is_new && <span className={styles.new}>{t`New`}</span>}
      </div>
      <h1 className={styles.name}>{detail.name}</h1>
      <div className={styles.priceRow}>
        <span className={styles.price}>
          <Price fen={detail.price} originalFen={detail.original_price} />
        </span>
        {(detail.promotion || percent) && (
          <span className={styles.promotion}>
            {detail.promotion?.tag || detail.promotion?.name}
            {percent ? ` −${percent}%` : ''}
          </span>
        )}
      </div>
    </>
  );
}
