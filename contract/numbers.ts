// How the shop writes a number for people, one way everywhere: the pages in both languages, the
// server's messages and the operator's output.

/**
 * A whole number with its thousands grouped, `10,850`, as Intl writes it for both zh-CN and en.
 * Plain arithmetic: a phone spends about 20 ms building its first `Intl.NumberFormat`, which is
 * also what a Lingui `#` in a plural asks for.
 */
export function groupDigits(value: number): string {
  const sign = value < 0 ? '-' : '';
  return sign + String(Math.abs(Math.round(value))).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** A count that moved, with its sign: +200, −10,850 (a minus sign, not a hyphen). */
export function signedDigits(value: number): string {
  return `${value < 0 ? '−' : '+'}${groupDigits(Math.abs(value))}`;
}

/** Fen as the merchant reads money, in the console and the operator's output: ¥1,234.50. */
export function yuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(fen));
  return `${sign}¥${groupDigits(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}
