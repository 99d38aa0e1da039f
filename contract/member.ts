import { z } from 'zod';
import type { LevelKey } from './account';
import { defineCall, idParam, pageParam, pageSizeParam } from './call';
import type { GoodsCard, Pagination } from './catalogue';
import {
  oneLine,
  firstNameField,
  flagField,
  lastNameField,
  mobileField,
  newsletterHasEmail,
  newsletterNeedsEmail,
  optionalBirthdayField,
  optionalDateField,
  optionalEmailField,
  optionalText,
  text,
  titleField,
} from './fields';

// The member area (spec §1 "Account", §3, §7). Every call here but district and agreement needs
// a signed-in member and only ever reads or changes that member's own rows.

export interface OrderCounts {
  to_pay: number;
  to_ship: number;
  to_receive: number;
  after_sale: number;
}

export interface UserCenter {
  display_name: string;
  title: string;
  last_name: string;
  level: LevelKey;
  level_name: string;
  points: number;
  /** Stored value in fen. */
  balance: number;
  coupon_count: number;
  favorite_count: number;
  order_counts: OrderCounts;
}

export const userCenter = defineCall<UserCenter>()({
  r: 'api/user/user-center',
  method: 'GET',
  noLogin: false,
  input: z.object({}),
});

export interface Profile {
  title: string;
  last_name: string;
  first_name: string;
  birthday: string;
  country: string;
  /** Registration's city (free text). */
  city: string;
  province_code: string;
  city_code: string;
  area_code: string;
  /** Names of the codes above in the request's language ('' when unset). */
  province_name: string;
  city_name: string;
  area_name: string;
  address: string;
  special_date: string;
  email: string;
  mobile: string;
  newsletter: boolean;
  card_no: string;
  level: LevelKey;
}

export const myInfo = defineCall<Profile>()({
  r: 'api/user/my-info',
  method: 'GET',
  noLogin: false,
  input: z.object({}),
});

/** The mobile number is not edited here: it is the account's proven identity. */
export const memberEditInfo = defineCall<Profile>()({
  r: 'api/user/member-edit-info',
  method: 'POST',
  noLogin: false,
  input: z
    .object({
      title: titleField,
      last_name: lastNameField,
      first_name: firstNameField,
      // Not asked at registration: '' leaves it unknown.
      birthday: optionalBirthdayField,
      // An older page that does not send them leaves them as they are.
      country: optionalText(60).optional(),
      city: optionalText(60).optional(),
      province_code: optionalText(12),
      city_code: optionalText(12),
      area_code: optionalText(12),
      address: optionalText(120),
      special_date: optionalDateField,
      email: optionalEmailField,
      newsletter: flagField,
    })
    .refine(newsletterHasEmail, newsletterNeedsEmail),
});

export interface Address {
  id: number;
  name: string;
  mobile: string;
  province_code: string;
  city_code: string;
  area_code: string;
  province_name: string;
  city_name: string;
  area_name: string;
  address: string;
  is_default: boolean;
}

export const defaultAddress = defineCall<Address | null>()({
  r: 'api/user/user-center-default-address',
  method: 'GET',
  noLogin: false,
  input: z.object({}),
});

export const addressList = defineCall<{ list: Address[] }>()({
  r: 'api/user/address',
  method: 'GET',
  noLogin: false,
  input: z.object({}),
});

export const addressSave = defineCall<Address>()({
  r: 'api/user/address-save',
  method: 'POST',
  noLogin: false,
  input: z.object({
    /** Absent: a new address. */
    id: idParam.optional(),
    name: text('nameBlank', 30),
    mobile: mobileField,
    province_code: text('provinceBlank', 12),
    city_code: text('cityBlank', 12),
    area_code: text('areaBlank', 12),
    address: text('addressBlank', 120),
    is_default: flagField,
  }),
});

export const addressDefault = defineCall<null>()({
  r: 'api/user/address-default',
  method: 'POST',
  noLogin: false,
  input: z.object({ id: idParam }),
});

export const addressDestroy = defineCall<null>()({
  r: 'api/user/address-destroy',
  method: 'POST',
  noLogin: false,
  input: z.object({ id: idParam }),
});

export interface District {
  code: string;
  name: string;
}

/** The national division: provinces (no parent), then a province's cities, a city's areas. */
export const district = defineCall<{ list: District[] }>()({
  r: 'api/default/district',
  method: 'GET',
  input: z.object({
    parent_code: z
      .string()
      .regex(/^\d{6}$/)
      .optional(),
  }),
});

export interface MemberLevel {
  key: LevelKey;
  name: string;
  /** Lifetime points from which the level applies. */
  threshold: number;
  benefits: string[];
}

export interface Membership {
  card_no: string;
  level: LevelKey;
  level_name: string;
  points: number;
  lifetime_points: number;
  /** The next level and the lifetime points still needed; null at the top. */
  next_level: { key: LevelKey; name: string; points_needed: number } | null;
  levels: MemberLevel[];
}

export const myMember = defineCall<Membership>()({
  r: 'api/user/my-member',
  method: 'GET',
  noLogin: false,
  input: z.object({}),
});

export interface PointRecord {
  id: number;
  type: string;
  type_name: string;
  /** Positive when earned, negative when spent. */
  points: number;
  detail: string;
  created_at: number;
}

export const pointList = defineCall<{ list: PointRecord[]; pagination: Pagination }>()({
  r: 'api/user/get-point-list',
  method: 'GET',
  noLogin: false,
  input: z.object({ page: pageParam, page_size: pageSizeParam }),
});

/** How a member's stored value moved: money in, a payment, a refund, what was held before, or a staff adjustment. */
export type BalanceEntryKind = 'top_up' | 'payment' | 'refund' | 'brought_forward' | 'adjust';

export interface BalanceEntry {
  id: number;
  kind: BalanceEntryKind;
  /** Fen: positive for money in, negative for a payment. */
  amount: number;
  balance_after: number;
  /** The order paid or refunded, when there is one. */
  order_id: number | null;
  order_no: string;
  created_at: number;
}

/** The member's stored value in fen and its history, newest first. */
export const balanceList = defineCall<{
  balance: number;
  list: BalanceEntry[];
  pagination: Pagination;
}>()({
  r: 'api/user/balance-list',
  method: 'GET',
  noLogin: false,
  input: z.object({ page: pageParam, page_size: pageSizeParam }),
});

export type CouponState = 'usable' | 'used' | 'expired';

/**
 * What a coupon takes off beside `value` (an amount in fen) and which pieces it applies to:
 * `percent_off` 0 is an amount off, otherwise that percentage of the eligible pieces (rounded
 * down to the fen) up to `cap` fen (0: no cap). `limit` 'all' is every piece; 'categories' and
 * 'pieces' only those named in `limit_names`, which alone count toward the minimum spend.
 */
export interface CouponTerms {
  percent_off: number;
  cap: number;
  limit: 'all' | 'categories' | 'pieces';
  limit_names: readonly string[];
}

export interface Coupon extends CouponTerms {
  id: number;
  name: string;
  description: string;
  value: number;
  min_spend: number;
  starts_at: number;
  expires_at: number;
  used_at: number | null;
  state: CouponState;
}

export const couponList = defineCall<{
  list: Coupon[];
  counts: Record<CouponState, number>;
  pagination: Pagination;
}>()({
  r: 'api/user/get-coupon-list',
  method: 'GET',
  noLogin: false,
  input: z.object({
    state: z.enum(['usable', 'used', 'expired']).default('usable'),
    page: pageParam,
    page_size: pageSizeParam,
  }),
});

// The shopper's wish list: the spec names its calls and fields "favorite" (see docs/decisions.md,
// "Names"); the code calls it the wish list.
export type WishListGoods = GoodsCard & { favorited_at: number };

export const wishListGoods = defineCall<{ list: WishListGoods[]; pagination: Pagination }>()({
  r: 'api/user/my-favorite-goods',
  method: 'GET',
  noLogin: false,
  input: z.object({
    page: pageParam,
    page_size: pageSizeParam,
    /** Only this product: tells a detail page whether it is on the wish list. */
    goods_id: idParam.optional(),
  }),
});

/** Takes a coupon the brand gives out by code: one of each per member. */
export const couponRedeem = defineCall<{ name: string }>()({
  r: 'api/user/redeem-coupon',
  method: 'POST',
  noLogin: false,
  input: z.object({ code: oneLine(z.string().trim().min(1).max(32)) }),
});

export const wishListAdd = defineCall<null>()({
  r: 'api/user/favorite-add',
  method: 'POST',
  noLogin: false,
  input: z.object({ goods_id: idParam }),
});

export const wishListRemove = defineCall<null>()({
  r: 'api/user/favorite-remove',
  method: 'POST',
  noLogin: false,
  input: z.object({ goods_id: idParam }),
});

export type FootprintGoods = GoodsCard & { viewed_at: number };

/** list (newest first), add (a detail the member opened) or clear. */
export const footprint = defineCall<{ list: FootprintGoods[]; pagination: Pagination }>()({
  r: 'api/footprint/footprint',
  method: 'GET',
  noLogin: false,
  input: z.object({
    action: z.enum(['list', 'add', 'clear']).default('list'),
    goods_id: idParam.optional(),
    page: pageParam,
    page_size: pageSizeParam,
  }),
});

export interface Agreement {
  type: 'privacy' | 'terms';
  title: string;
  /** Plain text; paragraphs are separated by a blank line. */
  content: string;
  updated_at: number;
}

export const agreement = defineCall<Agreement>()({
  r: 'api/user/get-agreement',
  method: 'GET',
  input: z.object({ type: z.enum(['privacy', 'terms']).default('privacy') }),
});
