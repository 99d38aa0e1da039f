import type { Generated } from 'kysely';
import type { AppointmentTables } from './schema-appointments';
import type { DocumentTables } from './schema-documents';
import type { MediaTables } from './schema-media';
import type { NotifyTables } from './schema-notify';
import type { PersonalisationTables } from './schema-personalisation';
import type { SearchTables } from './schema-search';
import type { TopicTables } from './schema-topics';
import type { StaffTables } from './schema-staff';
import type { WechatTables } from './schema-wechat';

export type Id = Generated<number>;
export type Text<Owner extends string, Fields extends string> = Record<`${Owner}_id`, number> & {
  lang: string;
} & Record<Fields, string>;

export interface LanguageTable {
  code: string;
  name: string;
  sort: number;
}
export interface CategoryTable {
  id: Id;
  parent_id: number | null;
  slug: string;
  sort: number;
}
export interface SlugTable {
  id: Id;
  slug: string;
  sort: number;
}
export interface ColorTable extends SlugTable {
  hex: string;
}
export interface PromotionTable {
  id: Id;
  slug: string;
  discount_percent: number;
  starts_at: number | null;
  ends_at: number | null;
  /** Migration 0005: 0 when coupons (points) cannot be combined with this promotion. */
  is_coupon: Generated<number>;
  is_integral: Generated<number>;
  /** Migration 0043: raised by each change the console makes, to refuse a stale save. */
  version: Generated<number>;
}
export interface GoodsTable {
  id: Id;
  sn: string;
  category_id: number;
  series_id: number;
  season_id: number;
  promotion_id: number | null;
  size_kind: 'clothing' | 'shoes' | 'one';
  price: number;
  original_price: number;
  is_new: number;
  on_sale: number;
  sort: number;
  sales: number;
  created_at: number;
}
export interface GoodsColorTable {
  id: Id;
  goods_id: number;
  color_id: number;
  sort: number;
}
export interface PictureTable {
  id: Id;
  owner: string;
  owner_id: number;
  sort: number;
  path: string;
  width: number;
  height: number;
}
export interface SkuTable {
  id: Id;
  goods_id: number;
  goods_color_id: number;
  /** The SKU's own code, unique in the shop: the catalogue feed's `sku` (migration 0014). */
  code: string;
  size: string;
  sort: number;
  price: number;
  original_price: number;
  stock: number;
}
export interface GoodsCollocationTable {
  goods_id: number;
  match_goods_id: number;
  sort: number;
}
export interface SizeChartTable {
  size_kind: string;
  lang: string;
  title: string;
  /** JSON: string[] */
  headers: string;
  /** JSON: string[][] */
  rows: string;
  note: string;
}
export interface MenuTable {
  id: Id;
  parent_id: number | null;
  sort: number;
  link: string;
  /** 1: shown to the shoppers; 0: hidden (with its sub-items). */
  shown: Generated<number>;
  /** Its edits, counted (see the console's saves). */
  version: Generated<number>;
}
export interface HomeTemplateTable {
  id: Id;
  sort: number;
  type: string;
  /** JSON, language-neutral: pictures, links, goods ids. */
  config: string;
  enabled: number;
}
/** A piece of content being prepared in the console: its draft, in both languages. */
export interface ContentDraftTable {
  piece: string;
  /** JSON: the piece as it will be published. */
  body: string;
  version: number;
  updated_by: string;
  updated_at: number;
}
export interface FooterLinkTable {
  id: Id;
  footer_group_id: number;
  sort: number;
  url: string;
}
export interface PopupTable {
  id: Id;
  keyword: string;
  picture_path: string | null;
  /** The picture's size; null for a popup saved before sizes were kept (shown at 1000 × 1250). */
  picture_width: number | null;
  picture_height: number | null;
  link: string;
  sort: number;
  starts_at: number | null;
  ends_at: number | null;
  enabled: number;
  /** Counts the console's saves. */
  version: Generated<number>;
}
export interface SearchLogTable {
  id: Id;
  user_id: number;
  word: string;
  created_at: number;
}
export interface SubscriptionTable {
  id: Id;
  email: string;
  lang: string;
  created_at: number;
}
export interface SettingTable {
  key: string;
  value: string;
}

/** Accounts (migration 0002). Times are epoch milliseconds. */
export interface MemberTable {
  id: Id;
  mobile: string;
  email: string | null;
  /** scrypt hash; empty for members who have only ever signed in with WeChat. */
  password_hash: Generated<string>;
  title: Generated<string>;
  last_name: Generated<string>;
  first_name: Generated<string>;
  birthday: Generated<string>;
  country: Generated<string>;
  city: Generated<string>;
  province_code: Generated<string>;
  city_code: Generated<string>;
  area_code: Generated<string>;
  address: Generated<string>;
  special_date: Generated<string>;
  newsletter: Generated<number>;
  card_no: string;
  level: Generated<string>;
  points: Generated<number>;
  lifetime_points: Generated<number>;
  wechat_unionid: string | null;
  wechat_openid: string | null;
  /** Stored value in fen (migration 0005). */
  balance: Generated<number>;
  created_at: number;
  updated_at: number;
}
export interface MemberSessionTable {
  id: Id;
  member_id: number;
  token_hash: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}
export interface CaptchaTable {
  key: string;
  answer_hash: string;
  ip: Generated<string>;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}
export interface SmsCodeTable {
  id: Id;
  mobile: string;
  scene: string;
  code_hash: string;
  ip: Generated<string>;
  created_at: number;
  expires_at: number;
  attempts: Generated<number>;
  used_at: number | null;
}
export interface SmsOutboxTable {
  id: Id;
  mobile: string;
  body: string;
  created_at: number;
}
export interface LoginFailureTable {
  account_key: string;
  failures: number;
  first_failed_at: number;
  last_failed_at: number;
  locked_until: Generated<number>;
}
export interface RateCounterTable {
  key: string;
  window_start: number;
  count: number;
}
export interface AuthTicketTable {
  token_hash: string;
  /** reset (a proven mobile may set a new password) or bind (a proven mobile for WeChat). */
  purpose: string;
  member_id: number | null;
  subject: Generated<string>;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}
export interface WechatAuthTable {
  state: string;
  /** qr (desktop scan) or inapp (inside the WeChat browser). */
  mode: string;
  /** waiting, scanned, approved, denied, exchanged. */
  status: string;
  redirect_uri: Generated<string>;
  code_hash: string | null;
  /** When the authorization code stops working (migration 0003). */
  code_expires_at: number | null;
  openid: string | null;
  unionid: string | null;
  nickname: Generated<string>;
  member_id: number | null;
  created_at: number;
  expires_at: number;
  exchanged_at: number | null;
  /**
   * SHA-256 of the secret the starting browser holds in its cookie (migration 0025); null for a
   * sign-in started before, which is never taken.
   */
  browser_hash: string | null;
}
export interface AddressTable {
  id: Id;
  member_id: number;
  name: string;
  mobile: string;
  province_code: string;
  city_code: string;
  area_code: string;
  address: string;
  is_default: Generated<number>;
  created_at: number;
  updated_at: number;
}
export interface CouponTemplateTable {
  id: Id;
  code: string;
  value_fen: number;
  min_spend_fen: Generated<number>;
  valid_days: number;
  /** Migration 0035: a console coupon's dates (null: valid_days from the day it is given). */
  starts_at: number | null;
  ends_at: number | null;
  /** The code members type to take one; null when only the staff give it. */
  redeem_code: string | null;
  /** When the team stopped giving it out. */
  disabled_at: number | null;
  created_at: Generated<number>;
  /** Migration 0042: a percentage off instead of value_fen (0: an amount off). */
  percent_off: Generated<number>;
  /** The most a percentage takes off, in fen; 0 for no cap. */
  cap_fen: Generated<number>;
  /** 'all', 'categories' or 'pieces': which lines the coupon applies to (coupon_template_limit). */
  limit_kind: Generated<string>;
}
/** The categories or pieces (by SN) a limited coupon applies to (migration 0042). */
export interface CouponTemplateLimitTable {
  coupon_template_id: number;
  category_id: number | null;
  goods_sn: string | null;
}
export interface CouponTable {
  id: Id;
  member_id: number;
  template_id: number;
  value_fen: number;
  min_spend_fen: Generated<number>;
  starts_at: number;
  expires_at: number;
  used_at: number | null;
  order_id: number | null;
  created_at: number;
}
export interface PointRecordTable {
  id: Id;
  member_id: number;
  /** register, order, redeem, refund, expire, adjust: the detail text is drawn from it. */
  type: string;
  points: number;
  reference: Generated<string>;
  created_at: number;
}
export interface MemberGoodsTable {
  member_id: number;
  goods_id: number;
  created_at: number;
}

/** The cart (migration 0004). */
export interface CartLineTable {
  id: Id;
  member_id: number;
  sku_id: number;
  quantity: number;
  custom_letters: Generated<string>;
  custom_position: Generated<string>;
  letter_color: Generated<string>;
  number_color: Generated<string>;
  /** JSON: string[] */
  pendants: Generated<string>;
  inner_area: Generated<string>;
  personal_key: string;
  selected: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** Orders, payments, after-sales and invoices (migration 0005). */
export interface ShopOrderTable {
  id: Id;
  order_no: string;
  member_id: number;
  idempotency_key: string;
  status: string;
  cancel_status: string | null;
  cancel_reason: Generated<string>;
  cancel_refuse_reason: Generated<string>;
  receiver_name: string;
  receiver_mobile: string;
  province_code: string;
  city_code: string;
  area_code: string;
  address: string;
  goods_amount: number;
  product_discount: number;
  member_discount: number;
  coupon_id: number | null;
  coupon_amount: number;
  points_used: number;
  points_amount: number;
  freight: number;
  pay_amount: number;
  refunded_amount: Generated<number>;
  points_earned: Generated<number>;
  pay_method: string | null;
  lang: string;
  remark: Generated<string>;
  carrier: Generated<string>;
  tracking_no: Generated<string>;
  created_at: number;
  pay_deadline: number;
  paid_at: number | null;
  shipped_at: number | null;
  received_at: number | null;
  cancelled_at: number | null;
  updated_at: number;
  /** The sweep run cancelling this overdue order, and until when its claim holds (0012). */
  sweep_claimed_by: Generated<string | null>;
  sweep_claimed_until: Generated<number | null>;
}
export interface OrderLineTable {
  id: Id;
  order_id: number;
  sku_id: number;
  goods_id: number;
  cart_line_id: number | null;
  promotion_id: number | null;
  price: number;
  original_price: number;
  quantity: number;
  custom_letters: Generated<string>;
  custom_position: Generated<string>;
  letter_color: Generated<string>;
  number_color: Generated<string>;
  /** JSON: string[] */
  pendants: Generated<string>;
  inner_area: Generated<string>;
  /** Migration 0042: what of the order's coupon this line took, in fen. */
  coupon_fen: Generated<number>;
}
export interface PaymentTable {
  id: Id;
  payment_no: string;
  order_id: number;
  method: string;
  amount: number;
  /** pending, paid, failed, closed */
  status: string;
  provider_txn: Generated<string>;
  created_at: number;
  updated_at: number;
  paid_at: number | null;
}
export type BalanceEntryKind = 'top_up' | 'payment' | 'refund' | 'brought_forward' | 'adjust';
/** One movement of a member's stored value, with the balance it left (migration 0022). */
export interface BalanceEntryTable {
  id: Id;
  member_id: number;
  kind: BalanceEntryKind;
  /** Fen: positive for money in, negative for a payment. */
  amount: number;
  balance_after: number;
  order_id: number | null;
  /** Why the staff adjusted it (migration 0030); empty for the shop's own entries. */
  reason: Generated<string>;
  created_at: number;
}
/** What the staff wrote down about a member (migration 0030). */
export interface MemberNoteTable {
  id: Id;
  member_id: number;
  /** The staff member's id as text, or 'operator'. */
  author: string;
  author_name: Generated<string>;
  body: string;
  created_at: number;
}
export interface RefundTable {
  id: Id;
  refund_no: string;
  order_id: number;
  member_id: number;
  /** refund, return, cancel, late */
  type: string;
  /** requested, reviewing, agreed, returning, processing (with the provider), refunded, refused */
  status: string;
  reason: Generated<string>;
  amount: number;
  contact: Generated<string>;
  remark: Generated<string>;
  refuse_reason: Generated<string>;
  express_company: Generated<string>;
  express_no: Generated<string>;
  /** JSON: [{status, at}] */
  history: Generated<string>;
  payment_id: number | null;
  created_at: number;
  updated_at: number;
  refunded_at: number | null;
  /** When the provider took the refund that is now `processing` (migration 0025). */
  payout_sent_at: number | null;
  /** When the shop next asks the provider about a processing refund. */
  payout_check_at: number | null;
  /** Why the provider could not pay the refund out (ABNORMAL, CLOSED, NOT_FOUND); '' otherwise. */
  payout_failure: Generated<string>;
  /** When the warehouse received a return's parcel (migration 0033); its refund comes next. */
  received_at: number | null;
}
/** The pieces of an after-sales request (none for requests made before pieces were chosen). */
export interface RefundLineTable {
  id: Id;
  refund_id: number;
  order_line_id: number;
  quantity: number;
  /** Fen this many pieces refund. */
  amount: number;
  /** Of the pieces received back, how many were damaged and did not go back to stock. */
  damaged: Generated<number>;
}
/** A visitor's bag (by its device id) that has been added to a member's bag. */
export interface GuestBagMergeTable {
  bag_id: string;
  member_id: number;
  merged_at: number;
}
export interface InvoiceTable {
  id: Id;
  order_id: number;
  member_id: number;
  invoice_type: string;
  header_type: string;
  title: string;
  tax_id: Generated<string>;
  email: string;
  phone: Generated<string>;
  content: Generated<string>;
  bank: Generated<string>;
  bank_account: Generated<string>;
  company_address: Generated<string>;
  company_phone: Generated<string>;
  /** requested, needs_service, issued, refused */
  status: string;
  created_at: number;
  /** The number of the invoice issued; '' until then. */
  invoice_no: Generated<string>;
  /** Why customer service refused the request, as the shopper reads it; '' otherwise. */
  refuse_reason: Generated<string>;
  /** When it was issued or refused. */
  decided_at: number | null;
}
export interface InvoiceFileTable {
  invoice_id: number;
  file_name: string;
  content_type: string;
  bytes: Buffer;
  /** SHA-256 of `bytes`, in hex. */
  content_hash: string;
  size: number;
  stored_at: number;
}
export interface SandboxPaymentTable {
  payment_no: string;
  method: string;
  amount: number;
  description: Generated<string>;
  status: string;
  notify_url: string;
  return_url: Generated<string>;
  notify_attempts: Generated<number>;
  next_notify_at: number | null;
  acknowledged_at: number | null;
  refunded_amount: Generated<number>;
  created_at: number;
}
export interface StoreTable {
  id: Id;
  country_code: Generated<string>;
  province_code: string;
  city_code: string;
  phone: string;
  latitude: number;
  longitude: number;
  /** JSON array of service keys: appointment, washing, personalisation. */
  services: Generated<string>;
  sort: Generated<number>;
  enabled: Generated<number>;
}

/** A boutique's hours on one day of the week (migration 0027); a day without a row is closed. */
export interface StoreOpeningHoursTable {
  store_id: number;
  /** 1 Monday … 7 Sunday. */
  weekday: number;
  /** HH:MM, shop time. */
  opens: string;
  closes: string;
}

export interface Database
  extends
    AppointmentTables,
    PersonalisationTables,
    TopicTables,
    DocumentTables,
    MediaTables,
    NotifyTables,
    SearchTables,
    WechatTables,
    StaffTables {
  language: LanguageTable;
  category: CategoryTable;
  category_text: Text<'category', 'name'>;
  series: SlugTable;
  series_text: Text<'series', 'name'>;
  season: SlugTable;
  season_text: Text<'season', 'name'>;
  color: ColorTable;
  color_text: Text<'color', 'name'>;
  promotion: PromotionTable;
  promotion_text: Text<'promotion', 'name' | 'tag'>;
  goods: GoodsTable;
  goods_text: Text<'goods', 'name' | 'description' | 'material' | 'care'>;
  goods_color: GoodsColorTable;
  picture: PictureTable;
  sku: SkuTable;
  goods_collocation: GoodsCollocationTable;
  size_chart: SizeChartTable;
  menu: MenuTable;
  menu_text: Text<'menu', 'name'>;
  home_template: HomeTemplateTable;
  /** content: JSON with the template's words in that language. */
  home_template_text: Text<'home_template', 'content'>;
  content_draft: ContentDraftTable;
  footer_group: { id: Id; sort: number; version: Generated<number> };
  footer_group_text: Text<'footer_group', 'title'>;
  footer_link: FooterLinkTable;
  footer_link_text: Text<'footer_link', 'label'>;
  popup: PopupTable;
  popup_text: Text<'popup', 'title' | 'body' | 'button'>;
  hot_search: { id: Id; sort: number };
  hot_search_text: Text<'hot_search', 'word'>;
  search_log: SearchLogTable;
  subscription: SubscriptionTable;
  setting: SettingTable;
  member: MemberTable;
  member_session: MemberSessionTable;
  captcha: CaptchaTable;
  sms_code: SmsCodeTable;
  sms_outbox: SmsOutboxTable;
  login_failure: LoginFailureTable;
  rate_counter: RateCounterTable;
  auth_ticket: AuthTicketTable;
  wechat_auth: WechatAuthTable;
  address: AddressTable;
  coupon_template: CouponTemplateTable;
  coupon_template_text: Text<'coupon_template', 'name' | 'description'>;
  coupon_template_limit: CouponTemplateLimitTable;
  coupon: CouponTable;
  point_record: PointRecordTable;
  favorite: MemberGoodsTable;
  footprint: MemberGoodsTable;
  agreement: { id: Id; slug: string; updated_at: number };
  agreement_text: Text<'agreement', 'title' | 'content'>;
  cart_line: CartLineTable;
  shop_order: ShopOrderTable;
  order_line: OrderLineTable;
  payment: PaymentTable;
  balance_entry: BalanceEntryTable;
  member_note: MemberNoteTable;
  refund: RefundTable;
  refund_line: RefundLineTable;
  guest_bag_merge: GuestBagMergeTable;
  invoice: InvoiceTable;
  invoice_file: InvoiceFileTable;
  sandbox_payment: SandboxPaymentTable;
  store: StoreTable;
  store_text: Text<'store', 'name' | 'address' | 'hours'>;
  store_opening_hours: StoreOpeningHoursTable;
}
