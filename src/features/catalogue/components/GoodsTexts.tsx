import { useLingui } from '@lingui/react/macro';
import type { GoodsDetail } from '../../../../contract/catalogue';
import styles from './GoodsInfo.module.css';

/** The goods' description, material and care, each that it has, folded but the first. */
export function GoodsTexts({ detail }: { detail: GoodsDetail }) {
  const { t } = useLingui();
  return (
    <div className={styles.texts}>
      {detail.description && (
        <details className={styles.details} open>
          <summary>{t`Description`}</summary>
          <p>{detail.description}</p>
        </details>
      )}
      {detail.material && (
        <details className={styles.details}>
          <summary>{t`Material`}</summary>
          <p>{detail.material}</p>
        </details>
      )}
      {detail.care && (
        <details className={styles.details}>
          <summary>{t`Care`}</summary>
          <p>{detail.care}</p>
        </details>
      )}
    </div>
  );
}
