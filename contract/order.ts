import { z } from 'zod';
import { defineCall, idParam, listParam, pageParam, pageSizeParam } from './call';
import type { Picture } from './catalogue';
import type { Personalisation } from './cart';
import type { Address, CouponTerms } from './member';
import { consentField, emailField, freeText, optionalText, text } from './fields';

// Orders (spec §3 "Order", "Refund", "Invoice"; §4 states; §7 "Cart and orders"). Every call
// needs a signed-in member and only reads or changes that member's own orders. Amounts are in
// fen and always computed by the server: a total sent by a client is never read.

/** Life of an order; docs/order-states.md draws the transitions. */
export type OrderStatus = 'unpaid' | 'paid' | 'shipped' | 'completed' | 'cancelled';
/** A cancellation asked for after payment: waiting for the merchant, or refused. */
export type CancelStatus = 'processing' | 'rejected';
export type OrderTab =
  'all' | 'to_pay' | 'to_ship' | 'to_receive' | 'completed' | 'after_sale' | 'cancelled';
export const ORDER_TABS: readonly OrderTab[] = [
  'all',
  'to_pay',
  'to_ship',
  'to_receive',
  'completed',
  'after_sale',
  'cancelled',
];
export type PayMethod = 'wechat' | 'alipay' | 'balance';
export const PAY_METHODS: readonly PayMethod[] = ['wechat', 'alipay', 'balance'];
/** The methods a payment provider collects (the balance is the shop's own). */
export type ProviderMethod = Exclude<PayMethod, 'balance'>;
export const PROVIDER_METHODS: readonly ProviderMethod[] = ['wechat', 'alipay'];

/** Unpaid orders are cancelled this long after they were placed (spec §4, §9). */
export const PAY_WINDOW_MS = 2 * 60 * 60 * 1000;
/** Returns are accepted this long after signing for (spec §9). */
export const RETURN_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** Invoices can be asked for until this long after signing for. */
export const INVOICE_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
/** Most pieces of one SKU in one order. */
export const ORDER_QUANTITY_MAX = 99;

/** Personalisation as it travels in an order line (spec §3 "Cart line"). */
const personalisationFields = {
  custom_letters: optionalText(20),
  custom_position: optionalText(40),
  letter_color: optionalText(40),
  number_color: optionalText(40),
  pendants: z
    .array(optionalText(40))
    .max(10, { error: 'tooManyPendants' })
    .optional()
    .transform((list) => list ?? []),
  inner_area: optionalText(40),
};

/**
 * One entry of `createOrderSkuList` (spec §3 local storage): a cart line by `cart_id` (its SKU,
 * quantity and personalisation are read from the cart), or a SKU bought at once from a detail.
 */
export const orderItemInput = z.union([
  z.object({ cart_id: idParam }),
  z.object({
    sku_id: idParam,
    quantity: z.coerce
      .number({ error: 'quantityInvalid' })
      .int({ error: 'quantityInvalid' })
      .min(1, { error: 'reachedMinimum' })
      .max(ORDER_QUANTITY_MAX, { error: 'understock' }),
    ...personalisationFields,
  }),
]);
export type OrderItemInput = z.input<typeof orderItemInput>;

const itemsField = listParam(orderItemInput).refine((list) => list.length > 0, {
  error: 'selectItemsFirst',
});

/** What the preview and the submission share: what is bought and how it is paid for. */
const checkoutFields = {
  /** JSON-encoded list of `OrderItemInput`. */
  sku_list: itemsField,
  /** The member's address; absent means their default one. */
  address_id: idParam.optional(),
  /** 0 = no coupon (spec §3 `useCouponID`). */
  use_coupon_id: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
  /** Use as many points as the rules allow. */
  use_integral: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
};

export interface OrderLineView extends Personalisation {
  /** The cart line this came from, or null for "buy now". */
  cart_id: number | null;
  goods_id: number;
  sku_id: number;
  sn: string;
  name: string;
  color_name: string;
  size: string;
  picture: Picture | null;
  /** Unit prices in fen. */
  price: number;
  original_price: number;
  quantity: number;
  /** Stock left now; in a placed order, 0 (it no longer matters). */
  stock: number;
  /** The promotion (activity) this line is sold under, if any. */
  activity_id: number | null;
}

/** A line of a placed order. */
export interface PlacedLineView extends OrderLineView {
  /** The order line's id, which an after-sales request names. */
  line_id: number;
  /** Pieces not yet in an after-sales request that is open or refunded. */
  returnable: number;
}

/** A promotion the order's goods are sold under (spec §3 `selectACTs`). */
export interface OrderActivity {
  id: number;
  name: string;
  tag: string;
  /** 0: coupons cannot be combined with it; 0 for is_integral: nor points. */
  is_coupon: 0 | 1;
  is_integral: 0 | 1;
}

export interface OrderAmounts {
  /** Sum of the regular prices. */
  goods_amount: number;
  /** What promotions take off the regular prices. */
  product_discount: number;
  /** What the member's level takes off. */
  member_discount: number;
  coupon_amount: number;
  points_amount: number;
  freight: number;
  pay_amount: number;
}

export interface UsableCoupon extends CouponTerms {
  id: number;
  name: string;
  description: string;
  value: number;
  min_spend: number;
  expires_at: number;
  /** What it takes off this order; 0 when it cannot be used. */
  discount: number;
  /** false with a reason when this order cannot use it. */
  usable: boolean;
  reason: string;
}

export interface OrderPreview {
  lines: OrderLineView[];
  address: Address | null;
  activities: OrderActivity[];
  /** Summary of the activities: 0 if any has 0, else 1; null with no activity. */
  is_coupon: 0 | 1 | null;
  is_integral: 0 | 1 | null;
  coupon_usable: boolean;
  integral_usable: boolean;
  coupons: UsableCoupon[];
  /** The coupon applied: 0 when none (or the asked one cannot be used). */
  use_coupon_id: number;
  points: {
    /** The member's balance of points. */
    balance: number;
    /** Most points this order can take. */
    usable: number;
    /** Points applied. */
    used: number;
    /** Worth of one point in fen, and the share of the order points may pay. */
    fen_per_point: number;
    max_percent: number;
  };
  level: { key: string; name: string; discount_percent: number };
  amounts: OrderAmounts;
  /** The ways to pay online that work in this shop, in its order; none leaves the balance. */
  pay_methods: ProviderMethod[];
  /** The member's stored value in fen: the balance pays the order when it covers the amount. */
  account_balance: number;
}

/** Lines as they would be ordered, for the order page of "buy now" (no address or coupons). */
export const goodsDetailPreviewData = defineCall<{ lines: OrderLineView[] }>()({
  r: 'api/cart/goods-detail-preview-data',
  method: 'POST',
  noLogin: false,
  input: z.object({ sku_list: itemsField }),
});

export const orderPreview = defineCall<OrderPreview>()({
  r: 'api/order/preview',
  method: 'POST',
  noLogin: false,
  input: z.object(checkoutFields),
});

export const usableCouponList = defineCall<{ list: UsableCoupon[] }>()({
  r: 'api/order/usable-coupon-list',
  method: 'POST',
  noLogin: false,
  input: z.object({ sku_list: itemsField }),
});

export interface PlacedOrder {
  order_id: number;
  order_no: string;
  pay_amount: number;
  pay_method: PayMethod;
  /** When the order is cancelled if still unpaid. */
  pay_deadline: number;
}

/**
 * Places the order. The same `idempotency_key` from one member always answers with the one
 * order it made. When `expected_amount` is given and the amount has changed since the preview,
 * nothing is placed and the reply (code 409) carries the new preview.
 */
export const orderSubmit = defineCall<PlacedOrder>()({
  r: 'api/order/submit',
  method: 'POST',
  noLogin: false,
  input: z.object({
    ...checkoutFields,
    address_id: z.coerce
      .number({ error: 'addressRequired' })
      .int({ error: 'addressRequired' })
      .positive({ error: 'addressRequired' })
      .max(2_147_483_647, { error: 'addressRequired' }),
    pay_method: z.enum(PAY_METHODS, { error: 'payMethodRequired' }),
    cross_border: consentField('crossBorderRequired'),
    idempotency_key: z
      .string({ error: 'idempotencyKeyInvalid' })
      .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'idempotencyKeyInvalid' }),
    expected_amount: z.coerce.number().int().min(0).optional(),
    remark: freeText(200),
  }),
});

export interface OrderActions {
  pay: boolean;
  cancel: boolean;
  confirm: boolean;
  track: boolean;
  after_sale: boolean;
  invoice: boolean;
}

export interface OrderSummary {
  id: number;
  order_no: string;
  status: OrderStatus;
  status_text: string;
  cancel_status: CancelStatus | null;
  created_at: number;
  pay_deadline: number;
  pay_amount: number;
  /** When the order was paid; null while it waits for payment, and for one cancelled before. */
  paid_at: number | null;
  pieces: number;
  lines: PlacedLineView[];
  /**
   * The latest after-sales request's state, if any; `partly_refunded` when it was refunded and
   * the refunds so far leave part of what was paid.
   */
  refund_status: OrderRefundState | null;
  /** What has been sent back so far: after-sales refunds, or the whole of an agreed cancellation. */
  refunded_amount: number;
  actions: OrderActions;
}

export const orderList = defineCall<{
  list: OrderSummary[];
  counts: Record<OrderTab, number>;
  pagination: { page: number; page_size: number; total_count: number; page_count: number };
}>()({
  r: 'api/order/list',
  method: 'GET',
  noLogin: false,
  input: z.object({
    status: z.enum(ORDER_TABS as [OrderTab, ...OrderTab[]]).default('all'),
    page: pageParam,
    page_size: pageSizeParam,
  }),
});

export interface TrackingEvent {
  at: number;
  text: string;
}

export interface OrderDetail extends OrderSummary {
  receiver: {
    name: string;
    mobile: string;
    province: string;
    city: string;
    area: string;
    address: string;
  };
  amounts: OrderAmounts;
  points_used: number;
  coupon_name: string;
  pay_method: PayMethod | null;
  pay_method_name: string;
  shipped_at: number | null;
  received_at: number | null;
  cancelled_at: number | null;
  cancel_reason: string;
  cancel_refuse_reason: string;
  remark: string;
  shipment: {
    carrier: string;
    carrier_name: string;
    tracking_no: string;
    events: TrackingEvent[];
  } | null;
  refunds: RefundDetail[];
  invoice: InvoiceView | null;
  /** Last moment an after-sales return or an invoice can be asked for; null until signed for. */
  return_deadline: number | null;
  invoice_deadline: number | null;
  /** Most that can still be refunded. */
  refundable_amount: number;
  /** Money sent back, or on its way, oldest first. */
  money_back: MoneyBack[];
}

/**
 * Money the shop sends back for an order: an agreed cancellation, an after-sales refund or
 * return, or a payment that arrived after the order was cancelled or paid.
 */
export interface MoneyBack {
  refund_no: string;
  kind: 'cancel' | 'late' | RefundType;
  amount: number;
  /**
   * `sending` once agreed, until the payment method (or the balance) has it back; `delayed`
   * when the payment institution could not pay it back and customer service is handling it.
   */
  state: 'sending' | 'refunded' | 'delayed';
  refunded_at: number | null;
  /** Where it goes: the member's balance, or back through the method that paid. */
  to: PayMethod | null;
}

const orderIdInput = z.object({ order_id: idParam });

export const orderDetail = defineCall<OrderDetail>()({
  r: 'api/order/detail',
  method: 'GET',
  noLogin: false,
  input: orderIdInput,
});

/**
 * Before payment the order is cancelled at once; after payment (not yet shipped) a request is
 * made that the merchant agrees to (refund) or refuses.
 */
export const orderCancel = defineCall<OrderDetail>()({
  r: 'api/order/cancel',
  method: 'POST',
  noLogin: false,
  input: z.object({ order_id: idParam, reason: optionalText(200) }),
});

/** Confirms receipt of a shipped order. */
export const orderConfirm = defineCall<OrderDetail>()({
  r: 'api/order/confirm',
  method: 'GET',
  noLogin: false,
  input: orderIdInput,
});

export type RefundType = 'refund' | 'return';

/** Some pieces of one order line in an after-sales request, and what they refund (fen). */
export interface RefundPiece {
  line_id: number;
  goods_id: number;
  name: string;
  color_name: string;
  size: string;
  picture: Picture | null;
  quantity: number;
  amount: number;
}
/** `processing`: the seller sent the refund and the payment institution is paying it back. */
export type RefundStatus =
  'requested' | 'reviewing' | 'agreed' | 'returning' | 'processing' | 'refunded' | 'refused';

/** An order's after-sales badge: its latest request's state, or refunded in part so far. */
export type OrderRefundState = RefundStatus | 'partly_refunded';

export interface RefundDetail {
  id: number;
  refund_no: string;
  order_id: number;
  order_no: string;
  type: RefundType;
  status: RefundStatus;
  status_text: string;
  reason: string;
  amount: number;
  contact: string;
  remark: string;
  refuse_reason: string;
  express_company: string;
  express_no: string;
  /** Where a return is sent, once the merchant agreed. */
  return_address: string;
  created_at: number;
  refunded_at: number | null;
  /** The pieces asked for; empty for a request made before pieces were chosen. */
  pieces: RefundPiece[];
  /** Part of `amount` that is freight (only with the order's last pieces). */
  freight: number;
  history: { status: RefundStatus; status_text: string; at: number }[];
  /** The shopper may now upload the return's logistics. */
  can_send: boolean;
  /**
   * While processing: the payment institution could not pay the refund back, and customer
   * service is handling it.
   */
  payout_delayed: boolean;
}

/** One line of an after-sales request: how many pieces of which order line. */
export interface RefundItemInput {
  line_id: number;
  quantity: number;
}

/** What an old page sends in place of the pieces: a typed amount, no longer taken. */
const TYPED_AMOUNT = Symbol('typed amount');

function parseItems(raw: unknown): unknown {
  if (raw === TYPED_AMOUNT) return raw;
  if (raw === undefined || raw === null || raw === '') return [];
  const parse = (value: unknown): unknown => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  };
  const value = parse(raw);
  // Repeated query parameters: each one a JSON object.
  return Array.isArray(value) ? value.map(parse) : value;
}

const refundQuantity = z.coerce
  .number({ error: 'refundQuantityInvalid' })
  .int({ error: 'refundQuantityInvalid' })
  .min(1, { error: 'refundQuantityInvalid' })
  .max(ORDER_QUANTITY_MAX, { error: 'refundQuantityTooHigh' });

/** The pieces, JSON-encoded: `[{"line_id": 12, "quantity": 1}]`; at least one. */
const refundItemsField = z.preprocess(
  parseItems,
  z
    .array(
      z.object(
        {
          line_id: z.coerce
            .number({ error: 'refundItemsInvalid' })
            .int({ error: 'refundItemsInvalid' })
            .positive({ error: 'refundItemsInvalid' })
            .max(2_147_483_647, { error: 'refundItemsInvalid' }),
          quantity: refundQuantity,
        },
        { error: 'refundItemsInvalid' },
      ),
      {
        error: (issue) =>
          issue.input === TYPED_AMOUNT ? 'refundAmountTyped' : 'refundItemsInvalid',
      },
    )
    .min(1, { error: 'refundItemsRequired' })
    .max(50, { error: 'refundItemsInvalid' })
    .refine((items) => new Set(items.map((i) => i.line_id)).size === items.length, {
      error: 'refundItemsInvalid',
    }),
  // A list, or its JSON as a form or query sends it.
) as unknown as z.ZodType<RefundItemInput[], RefundItemInput[] | string>;

/** A page from before pieces were chosen sends `amount` alone: it is told to choose pieces. */
function typedAmountOnly(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  const form = raw as Record<string, unknown>;
  return form.items === undefined && form.amount !== undefined
    ? { ...form, items: TYPED_AMOUNT }
    : raw;
}

/** The form's schema, refusing an old page's typed amount with a sentence of its own. */
function refusingTypedAmount<T extends z.ZodType>(schema: T): T {
  // The pipe parses exactly like `schema` once the form is looked at; its types are schema's.
  return z.preprocess(typedAmountOnly, schema) as unknown as T;
}

/** What some pieces of an order refund, computed by the server (fen). */
export interface RefundQuote {
  lines: { line_id: number; quantity: number; amount: number }[];
  /** The freight, refunded only with the order's last pieces (0 in a free-shipping shop). */
  freight: number;
  amount: number;
}

/**
 * What the chosen pieces would refund, with the points that would move were it refunded now
 * (docs/order-states.md): the same figures the refund applies once the merchant pays it.
 */
export interface RefundPreview extends RefundQuote {
  /** Points spent on the order that come back. */
  points_given: number;
  /** Points earned on the order that are taken back (no more than the member would hold). */
  points_taken: number;
}

/** What the chosen pieces would refund, before the request is sent. Changes nothing. */
export const refundPreview = defineCall<RefundPreview>()({
  r: 'api/order/refund-preview',
  method: 'GET',
  noLogin: false,
  input: refusingTypedAmount(z.object({ order_id: idParam, items: refundItemsField })),
});

/**
 * An after-sales request: a refund only (shipped but a problem), or a return (signed for, within
 * 7 days), for some pieces of the order. Its amount is computed by the server from the pieces
 * (docs/order-states.md "What a piece refunds"); an amount sent by the page is never read.
 */
export const refundSubmit = defineCall<RefundDetail>()({
  r: 'api/order/refund-submit',
  method: 'POST',
  noLogin: false,
  input: refusingTypedAmount(
    z.object({
      order_id: idParam,
      type: z.enum(['refund', 'return'], { error: 'refundTypeRequired' }),
      reason: text('refundReasonRequired', 200),
      items: refundItemsField,
      contact: optionalText(40),
      remark: freeText(500),
    }),
  ),
});

/** The return's logistics, once the merchant agreed. */
export const refundSend = defineCall<RefundDetail>()({
  r: 'api/order/refund-send',
  method: 'POST',
  noLogin: false,
  input: z.object({
    refund_id: idParam,
    express_company: text('expressCompanyRequired', 40),
    express_no: text('expressNoRequired', 40).regex(/^[A-Za-z0-9-]{6,30}$/, {
      error: 'expressNoInvalid',
    }),
  }),
});

export const refundDetail = defineCall<RefundDetail>()({
  r: 'api/order/refund-detail',
  method: 'GET',
  noLogin: false,
  input: z.object({ refund_id: idParam }),
});

export type InvoiceType = 'general' | 'special';
export type InvoiceHeader = 'personal' | 'company';
export type InvoiceStatus = 'requested' | 'needs_service' | 'issued' | 'refused';

export interface InvoiceView {
  id: number;
  invoice_type: InvoiceType;
  header_type: InvoiceHeader;
  title: string;
  tax_id: string;
  email: string;
  phone: string;
  content: string;
  bank: string;
  bank_account: string;
  company_address: string;
  company_phone: string;
  status: InvoiceStatus;
  status_text: string;
  created_at: number;
  /** The number of the invoice issued; '' until then. */
  invoice_no: string;
  /** When customer service issued or refused it. */
  decided_at: number | null;
  /** Why customer service refused it ('' unless refused): a new request can then be made. */
  refuse_reason: string;
  /** The issued invoice's PDF, fetched with `invoicePdf`; null when there is none. */
  pdf: { file_name: string; size: number } | null;
}

/** An issued invoice's PDF, its bytes in base64: only the member whose order it is gets it. */
export interface InvoicePdf {
  file_name: string;
  content_type: 'application/pdf';
  size: number;
  base64: string;
}

/**
 * An e-invoice request (spec §3, §5). A company header needs a tax ID; a special VAT invoice
 * also needs the bank, account, company address and phone, and is completed by customer service.
 */
export const invoiceUpload = defineCall<InvoiceView>()({
  r: 'api/order/invoice-upload',
  method: 'POST',
  noLogin: false,
  input: z
    .object({
      order_id: idParam,
      invoice_type: z.enum(['general', 'special'], { error: 'invoiceTypeRequired' }),
      header_type: z.enum(['personal', 'company'], { error: 'invoiceHeaderRequired' }),
      title: text('invoiceTitleRequired', 100),
      tax_id: optionalText(20),
      email: emailField,
      phone: optionalText(20),
      content: optionalText(40),
      bank: optionalText(100),
      bank_account: optionalText(40),
      company_address: optionalText(200),
      company_phone: optionalText(20),
    })
    .superRefine((value, ctx) => {
      const need = (field: keyof typeof value, key: string) => {
        if (value[field] === '') ctx.addIssue({ code: 'custom', message: key, path: [field] });
      };
      if (value.header_type === 'company' || value.invoice_type === 'special') {
        need('tax_id', 'taxIdRequired');
        if (value.tax_id !== '' && !/^[0-9A-Z]{15,20}$/.test(value.tax_id)) {
          ctx.addIssue({ code: 'custom', message: 'taxIdInvalid', path: ['tax_id'] });
        }
      }
      if (value.invoice_type === 'special') {
        need('bank', 'bankRequired');
        need('bank_account', 'bankAccountRequired');
        need('company_address', 'companyAddressRequired');
        need('company_phone', 'companyPhoneRequired');
      }
    }),
});

export const invoicePdf = defineCall<InvoicePdf>()({
  r: 'api/order/invoice-pdf',
  method: 'GET',
  noLogin: false,
  input: orderIdInput,
});
