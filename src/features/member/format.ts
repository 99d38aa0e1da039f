/** Points with a sign: +200, −100. */
export function signedPoints(points: number, locale: string): string {
  const amount = Math.abs(points).toLocaleString(locale);
  return points < 0 ? `−${amount}` : `+${amount}`;
}
