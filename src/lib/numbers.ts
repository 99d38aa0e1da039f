/**
 * A whole number with its thousands grouped, `1,234`, the same in both languages. Plain
 * arithmetic: a phone spends about 20 ms building its first `Intl.NumberFormat`, which is also
 * what a Lingui `#` in a plural asks for.
 */
export function groupDigits(value: number): string {
  const sign = value < 0 ? '-' : '';
  return sign + String(Math.abs(Math.round(value))).replace(/\B(?=(\d{3})+$)/g, ',');
}
