import { useLingui } from '@lingui/react';
import styles from './Price.module.css';

/** Integer fen shown as yuan with two decimals. */
export function formatFen(fen: number, locale = 'zh-CN'): string {
  return `¥${(fen / 100).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export function Price({ fen, originalFen }: { fen: number; originalFen?: number }) {
  const { i18n } = useLingui();
  const discounted = originalFen !== undefined && originalFen > fen;
  return (
    <span className={styles.price}>
      <span className={discounted ? styles.sale : undefined}>{formatFen(fen, i18n.locale)}</span>
      {discounted && <s className={styles.original}>{formatFen(originalFen, i18n.locale)}</s>}
    </span>
  );
}
