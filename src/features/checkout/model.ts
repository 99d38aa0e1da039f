import type { OrderActivity, OrderLineView, PayMethod } from '../../../contract/order';
import type { PaymentOption, PayInstruction } from '../../../contract/payment';

/**
 * The key that makes one order of one visit to the order page, however often Submit is pressed
 * (the server answers a repeated key with the order it already made).
 */
export function newIdempotencyKey(random: () => string = () => crypto.randomUUID()): string {
  return random().replace(/-/g, '');
}

/**
 * Spec §3: the summary of the selected activities, for coupons (`is_coupon`) or points
 * (`is_integral`): 0 if any of them says 0, else 1; null when there is none.
 */
export function activitySummary(
  activities: readonly OrderActivity[],
  field: 'is_coupon' | 'is_integral',
): 0 | 1 | null {
  if (activities.length === 0) return null;
  return activities.some((activity) => activity[field] === 0) ? 0 : 1;
}

/** What can stop a line from being ordered now. */
export type LineProblem = 'outOfStock' | 'understock' | null;

export function lineProblem(line: Pick<OrderLineView, 'stock' | 'quantity'>): LineProblem {
  if (line.stock <= 0) return 'outOfStock';
  if (line.stock < line.quantity) return 'understock';
  return null;
}

export type PersonalisationField =
  | 'custom_letters'
  | 'custom_position'
  | 'letter_color'
  | 'number_color'
  | 'pendants'
  | 'inner_area';

/** The personalisation a line carries, in the order the cart shows it; empty fields left out. */
export function personalisationOf(
  line: Partial<Record<PersonalisationField, string | string[] | null | undefined>>,
): { field: PersonalisationField; value: string }[] {
  const fields: PersonalisationField[] = [
    'custom_letters',
    'custom_position',
    'letter_color',
    'number_color',
    'pendants',
    'inner_area',
  ];
  return fields.flatMap((field) => {
    const raw = line[field];
    const value = Array.isArray(raw) ? raw.filter(Boolean).join(', ') : (raw ?? '');
    return value ? [{ field, value }] : [];
  });
}

/** The methods of get-payments in the shop's order: WeChat Pay, Alipay, then the balance. */
export function orderedOptions(list: readonly PaymentOption[]): PaymentOption[] {
  const rank: Record<PayMethod, number> = { wechat: 0, alipay: 1, balance: 2 };
  return [...list].sort((a, b) => rank[a.method] - rank[b.method]);
}

/** The method to preselect on the payment step: the one asked for if it can pay, else the first. */
export function preferredMethod(
  list: readonly PaymentOption[],
  wanted: PayMethod | null | undefined,
): PayMethod | null {
  const usable = orderedOptions(list).filter((option) => option.available);
  return (usable.find((option) => option.method === wanted) ?? usable[0])?.method ?? null;
}

/**
 * The ways to pay offered on the order page, asked once: the shop's providers, then the balance
 * when the member has one (able to pay only when it covers the amount).
 */
export function checkoutMethods(
  providers: readonly PayMethod[],
  balance: number,
  amount: number,
): { method: PayMethod; available: boolean }[] {
  const online = providers.map((method) => ({ method, available: true }));
  return balance > 0 ? [...online, { method: 'balance', available: balance >= amount }] : online;
}

/** The method the shopper chose while it can pay, else the first that can; null if none can. */
export function chosenMethod(
  choices: readonly { method: PayMethod; available: boolean }[],
  wanted: PayMethod,
): PayMethod | null {
  const usable = choices.filter((choice) => choice.available);
  return (usable.find((choice) => choice.method === wanted) ?? usable[0])?.method ?? null;
}

/** WeChat's browser does not open Alipay's pages: inside it, Alipay is not offered. */
export function worksHere<T extends { method: PayMethod } | PayMethod>(
  choices: readonly T[],
  inWeChat: boolean,
): T[] {
  const methodOf = (choice: T) => (typeof choice === 'string' ? choice : choice.method);
  return choices.filter((choice) => !(inWeChat && methodOf(choice) === 'alipay'));
}

/**
 * The signed query a provider sent the shopper back with (Alipay adds out_trade_no, sign and
 * more to the return address), for the server to check; undefined for any other address.
 */
export function providerReturn(search: string): string | undefined {
  const params = new URLSearchParams(search);
  return params.has('sign') && params.has('out_trade_no') ? search.replace(/^\?/, '') : undefined;
}

/**
 * The payment a provider's return names (Alipay's out_trade_no), for a page whose address and
 * tab do not: the server believes it only with the provider's signature over the return.
 */
export function returnedPaymentNo(returnQuery: string | undefined): string | undefined {
  const named = new URLSearchParams(returnQuery ?? '').get('out_trade_no') ?? '';
  return /^[A-Za-z0-9]{1,40}$/.test(named) ? named : undefined;
}

/** How a provider payment starts on this device (contract/payment.ts `scene`). */
export function payScene(method: Exclude<PayMethod, 'balance'>, wide: boolean): 'qr' | 'h5' {
  return method === 'wechat' && wide ? 'qr' : 'h5';
}

/** What is left of the time to pay, split for a clock; zero once the deadline has passed. */
export function timeLeft(deadline: number, now: number) {
  const total = Math.max(0, Math.floor((deadline - now) / 1000));
  return {
    over: total === 0,
    hours: Math.floor(total / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** 1:59:07, or 9:07 under an hour. */
export function clockText(left: ReturnType<typeof timeLeft>): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return left.hours > 0
    ? `${left.hours}:${two(left.minutes)}:${two(left.seconds)}`
    : `${left.minutes}:${two(left.seconds)}`;
}

/**
 * Where a provider's answer takes the shopper: the QR page, WeChat's own payment sheet (inside
 * WeChat, when its bridge is there), or the provider's page.
 */
export function payRoute(
  reply: Pick<PayInstruction, 'kind' | 'qr_text' | 'jsapi' | 'redirect_url'>,
  hasWeixinBridge: boolean,
): 'qr' | 'bridge' | 'redirect' {
  if (reply.kind === 'qr' && reply.qr_text) return 'qr';
  if (reply.kind === 'jsapi' && reply.jsapi && hasWeixinBridge) return 'bridge';
  return 'redirect';
}

/** What WeChat's in-app payment reported (getBrandWCPayRequest's `err_msg`). */
export function wechatBridgeOutcome(errMsg: unknown): 'paid' | 'cancelled' | 'failed' {
  if (errMsg === 'get_brand_wcpay_request:ok') return 'paid';
  if (errMsg === 'get_brand_wcpay_request:cancel') return 'cancelled';
  return 'failed';
}

/**
 * Whether a QR code's text is the sandbox cashier's page (a real provider's code is an app link),
 * which the shopper may then open in the browser instead of scanning it.
 */
export function isSandboxCashier(qrText: string): boolean {
  try {
    const url = new URL(qrText);
    return /^https?:$/.test(url.protocol) && url.pathname.startsWith('/sandbox/pay/');
  } catch {
    return false;
  }
}
