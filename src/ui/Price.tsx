import { groupDigits } from '../../contract/numbers';
import styles from './Price.module.css';

/**
 * Integer fen shown as yuan with two decimals and comma grouping, as both of the shop's
 * languages write it. Plain arithmetic: a phone's first Intl.NumberFormat loads locale data and
 * costs tens of milliseconds on the page's first render.
 */
export function formatFen(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(fen));
  const yuan = groupDigits(Math.floor(abs / 100));
  const cents = String(abs % 100).padStart(2, '0');
  return `¥${sign}${yuan}.${cents}`;
}

export function Price({ fen, originalFen }: { fen: number; originalFen?: number }) {
  const discounted = originalFen !== undefined && originalFen > fen;
  return (
    <span className={styles.price}>
      <span className={discounted ? styles.sale : undefined}>{formatFen(fen)}</span>
      {discounted && <s className={styles.original}>{formatFen(originalFen)}</s>}
    </span>
  );
}
