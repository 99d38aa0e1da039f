// The console's marketing area (/admin/api/marketing/…): coupons and their issue, newsletter
// subscribers. Money in fen, moments in milliseconds since 1970.

import type { LevelKey } from './account';

/** A coupon the team created: its rules, and how many were given and used. */
export interface ConsoleCoupon {
  id: number;
  name_cn: string;
  name_en: string;
  description_cn: string;
  description_en: string;
  /** Taken off an order's goods. */
  value: number;
  /** The order's goods must reach it; 0 for none. */
  min_spend: number;
  starts_at: number;
  ends_at: number;
  /** What members type to take one; null when only the staff give it. */
  redeem_code: string | null;
  disabled_at: number | null;
  created_at: number;
  issued: number;
  used: number;
  /** A percentage off instead of `value` (0: an amount off), capped at `cap` fen (0: no cap). */
  percent_off: number;
  cap: number;
  /** Which pieces it applies to: every piece, or only the categories or pieces in `limits`. */
  limit: CouponLimitKind;
  limits: CouponLimitItem[];
}

export type CouponLimitKind = 'all' | 'categories' | 'pieces';

/** A category (with its subcategories) or a piece (by SN) a coupon is limited to. */
export interface CouponLimitItem {
  category_id: number | null;
  sn: string | null;
  name_cn: string;
  name_en: string;
}

/** A category a coupon can be limited to, as the new-coupon form offers it. */
export interface CouponCategoryOption {
  id: number;
  parent_id: number | null;
  name_cn: string;
  name_en: string;
}

export interface ConsoleCouponPage {
  total: number;
  page: number;
  page_size: number;
  items: ConsoleCoupon[];
}

/** A new coupon as the console sends it. */
export interface NewCoupon {
  name_cn: string;
  name_en: string;
  description_cn: string;
  description_en: string;
  value: number;
  min_spend: number;
  starts_at: number;
  ends_at: number;
  redeem_code: string | null;
  /** 1 to 99 for a percentage off (then `value` is 0); absent or 0 for an amount off. */
  percent_off?: number;
  /** The most a percentage takes off, in fen; absent or 0 for no cap. */
  cap?: number;
  /** Absent: the whole shop. */
  limit?: CouponLimitKind;
  category_ids?: number[];
  sns?: string[];
}

/** Whom a coupon is given to: one member (by member number or mobile), or a whole level. */
export type CouponRecipients = { member: string } | { level: LevelKey };

export interface CouponIssueResult {
  /** How many members received one now (those who held one already did not). */
  issued: number;
  coupon: ConsoleCoupon;
}

/** One newsletter subscriber. */
export interface ConsoleSubscriber {
  id: number;
  email: string;
  lang: string;
  created_at: number;
}

export interface ConsoleSubscriberPage {
  total: number;
  page: number;
  page_size: number;
  items: ConsoleSubscriber[];
}

/** A promotion as the console shows it: its words in both languages, its dates, its pieces. */
export interface ConsolePromotion {
  id: number;
  name_cn: string;
  name_en: string;
  tag_cn: string;
  tag_en: string;
  /** What the catalogue's prices take off the pieces sold under it (informative). */
  discount_percent: number;
  /** null: from always, until always. */
  starts_at: number | null;
  ends_at: number | null;
  /** Whether coupons, and points, can be used on its pieces. */
  is_coupon: boolean;
  is_integral: boolean;
  pieces: number;
  /** Its code in the catalogue's files (promotions.csv, catalogue.csv's `promotion`). */
  slug: string;
  /** Raised by each change: a save sends the version it read, and an older one is refused. */
  version: number;
}

/** New dates for a promotion, with those the staff member saw (someone may have changed them). */
export interface PromotionDatesInput {
  starts_at: number | null;
  ends_at: number | null;
  was: { starts_at: number | null; ends_at: number | null };
}

/**
 * A promotion as the console creates or edits it. While it runs, each of its pieces sells at its
 * original price less `discount_percent`, rounded to the whole yuan (0: the pieces keep their
 * original price, the promotion only labels them); the catalogue's prices file follows the same rule.
 */
export interface PromotionInput {
  name_cn: string;
  name_en: string;
  /** The short label on the piece's card, up to 40 characters. */
  tag_cn: string;
  tag_en: string;
  discount_percent: number;
  is_coupon: boolean;
  is_integral: boolean;
  starts_at: number | null;
  ends_at: number | null;
}

/** A new promotion: its fields and its code in the catalogue's files, which stays. */
export interface NewPromotion extends PromotionInput {
  slug: string;
}

/** A promotion's new fields, with the version the staff member read. */
export interface PromotionEdit extends PromotionInput {
  version: number;
}

/** Pieces to add to or take out of a promotion, by style number (SN). */
export interface PromotionPiecesInput {
  sns: string[];
  version: number;
}

/** One piece of a promotion, with what lists show of it: its regular and promotional price. */
export interface PromotionPiece {
  goods_id: number;
  sn: string;
  name_cn: string;
  name_en: string;
  on_sale: boolean;
  /** The regular price, in fen. */
  original_price: number;
  /** The price while the promotion runs, in fen. */
  price: number;
}

export interface PromotionWithPieces {
  promotion: ConsolePromotion;
  pieces: PromotionPiece[];
}
