/** Goods sold in one size carry the size "ONE", which reads as "One size" (均码). */
export function isOneSize(size: string): boolean {
  return size.trim().toUpperCase() === 'ONE';
}
