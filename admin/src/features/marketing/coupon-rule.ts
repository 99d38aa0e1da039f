import { t } from '@lingui/core/macro';
import type { ConsoleCoupon } from '../../../../contract/console-marketing';
import { formatYuan } from '../../lib/money';

// A coupon's rule in the console's words: what it takes off, and which pieces it applies to.

/** "¥200.00 off" or "10% off, at most ¥500.00". */
export function couponDiscountWords(
  coupon: Pick<ConsoleCoupon, 'value' | 'percent_off' | 'cap'>,
): string {
  if (coupon.percent_off <= 0) {
    const amount = formatYuan(coupon.value);
    return t`${amount} off`;
  }
  const percent = coupon.percent_off;
  if (coupon.cap <= 0) return t`${percent}% off`;
  const cap = formatYuan(coupon.cap);
  return t`${percent}% off, at most ${cap}`;
}

/** "Whole shop", "Categories: Bags, Shoes" or "Pieces: Kelly 28 (H0001)". */
export function couponLimitWords(
  coupon: Pick<ConsoleCoupon, 'limit' | 'limits'>,
  english: boolean,
): string {
  const separator = english ? ', ' : '、';
  if (coupon.limit === 'categories') {
    const names = coupon.limits.map((item) => (english ? item.name_en : item.name_cn));
    const list = names.join(separator);
    return t`Categories: ${list}`;
  }
  if (coupon.limit === 'pieces') {
    const names = coupon.limits.map((item) => {
      const name = english ? item.name_en : item.name_cn;
      return name && name !== item.sn ? `${name} (${item.sn ?? ''})` : (item.sn ?? '');
    });
    const list = names.join(separator);
    return t`Pieces: ${list}`;
  }
  return t`Whole shop`;
}
