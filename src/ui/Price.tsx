import { useLingui } from '@lingui/react';
import styles from './Price.module.css';

// Building a number format is costly (toLocaleString builds one per call): one per language.
const yuanFormats = new Map<string, Intl.NumberFormat>();

/** Integer fen shown as yuan with two decimals. */
export function formatFen(fen: number, locale = 'zh-CN'): string {
  let format = yuanFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    yuanFormats.set(locale, format);
  }
  return `¥${format.format(fen / 100)}`;
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
