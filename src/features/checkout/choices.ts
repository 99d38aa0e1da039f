import type { CallInput } from '../../../contract/call';
import type {
  OrderItemInput,
  OrderPreview,
  orderPreview,
  PayMethod,
} from '../../../contract/order';

// The shopper's choices on the order page, which the preview prices, and the rules by which the
// server's reply changes them. The form of the order page holds them; the preview's query key too.

/** What the preview prices: the address, the coupon and the points switch. */
export interface PricedChoices {
  /** The address chosen on the page; null is the member's default one, which the server picks. */
  addressId: number | null;
  /** 0: no coupon. */
  couponId: number;
  usePoints: boolean;
}

/** The choices on the order page: what the preview prices, the way to pay, the remark and consent. */
export interface CheckoutValues extends PricedChoices {
  payMethod: PayMethod;
  remark: string;
  /** The cross-border transfer of the shopper's information is agreed to. */
  consent: boolean;
}

/** Spec §4: the page opens with no coupon and no points, on the member's default address. */
export const NOTHING_CHOSEN: PricedChoices = { addressId: null, couponId: 0, usePoints: false };

export type PreviewInput = CallInput<typeof orderPreview>;

/** The preview's request for these lines and choices (the server's field names). */
export function previewRequest(lines: OrderItemInput[], choices: PricedChoices): PreviewInput {
  return {
    sku_list: lines,
    ...(choices.addressId ? { address_id: choices.addressId } : {}),
    use_coupon_id: choices.couponId,
    use_integral: choices.usePoints ? '1' : '0',
  };
}

/**
 * What a preview applied of the choices it was asked: the coupon it took (0 when the chosen one
 * does not apply, or no longer does), and the points switch, off when the order may not take
 * points (a promotion rules them out).
 */
export function appliedChoices(
  asked: PricedChoices,
  preview: Pick<OrderPreview, 'use_coupon_id' | 'integral_usable'>,
): PricedChoices {
  return {
    addressId: asked.addressId,
    couponId: preview.use_coupon_id,
    usePoints: asked.usePoints && preview.integral_usable,
  };
}

/**
 * The choices after the shopper changes some of them: the others as the preview of the current
 * choices applied them, when it has come (`answered`, null while it is on its way).
 */
export function withChange(
  current: PricedChoices,
  answered: Pick<OrderPreview, 'use_coupon_id' | 'integral_usable'> | null,
  change: Partial<PricedChoices>,
): PricedChoices {
  return { ...(answered ? appliedChoices(current, answered) : current), ...change };
}

/**
 * The form's first values, from the first preview (asked with nothing chosen): what it applied,
 * WeChat Pay as the way to pay, no remark, no consent yet.
 */
export function openingValues(
  opening: Pick<OrderPreview, 'use_coupon_id' | 'integral_usable'>,
): CheckoutValues {
  return {
    ...appliedChoices(NOTHING_CHOSEN, opening),
    payMethod: 'wechat',
    remark: '',
    consent: false,
  };
}
