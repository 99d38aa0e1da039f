import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LevelKey } from '../../../../contract/account';
import type { ConsoleCoupon } from '../../../../contract/console-marketing';

export const LEVEL_NAMES: Record<LevelKey, MessageDescriptor> = {
  point_card: msg`Point Card`,
  silver: msg`Silver`,
  gold: msg`Gold`,
  platinum: msg`Platinum`,
};

export type CouponState = 'active' | 'scheduled' | 'ended' | 'disabled';

export const COUPON_STATE_NAMES: Record<CouponState, MessageDescriptor> = {
  active: msg`In effect`,
  scheduled: msg`Not started`,
  ended: msg`Ended`,
  disabled: msg`Disabled`,
};

export const COUPON_STATE_COLOURS: Record<CouponState, string> = {
  active: 'green',
  scheduled: 'blue',
  ended: 'default',
  disabled: 'red',
};

/** Where a coupon stands now: it can be given while active or not started. */
export function couponState(coupon: ConsoleCoupon, now: number): CouponState {
  if (coupon.disabled_at !== null) return 'disabled';
  if (coupon.ends_at <= now) return 'ended';
  return coupon.starts_at > now ? 'scheduled' : 'active';
}
