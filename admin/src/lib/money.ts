/** Fen as the console shows money: ¥1,234.50. */
export function formatYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(fen));
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}¥${whole}.${String(abs % 100).padStart(2, '0')}`;
}
