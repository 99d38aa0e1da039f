import type { PayMethod } from '../../../contract/order';

/** `?order_id=N` turns the order page into the payment step of that order. */
export interface OrderSearch {
  order_id?: number;
}

/** The pay pages: the order, the attempt being watched and the method it used. */
export interface PaySearch {
  order_id?: number;
  payment_no?: string;
  method?: PayMethod;
}

const MAX_ID = 2_147_483_647;
const PAY_METHODS: readonly PayMethod[] = ['wechat', 'alipay', 'balance'];

function id(value: unknown): number | undefined {
  const number =
    typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 && number <= MAX_ID
    ? number
    : undefined;
}

/** Keeps a valid order id and drops the rest. */
export function validateOrderSearch(raw: Record<string, unknown>): OrderSearch {
  const orderId = id(raw.order_id);
  return orderId === undefined ? {} : { order_id: orderId };
}

/** Keeps what is valid in the address bar of a pay page and drops the rest. */
export function validatePaySearch(raw: Record<string, unknown>): PaySearch {
  const search: PaySearch = validateOrderSearch(raw);
  // The router reads an all-digit value as a number: a long one has lost digits and is dropped.
  const paymentNo =
    typeof raw.payment_no === 'string'
      ? raw.payment_no
      : typeof raw.payment_no === 'number' && Number.isSafeInteger(raw.payment_no)
        ? String(raw.payment_no)
        : '';
  if (/^[A-Za-z0-9]{1,40}$/.test(paymentNo)) search.payment_no = paymentNo;
  const method = raw.method;
  if (typeof method === 'string' && (PAY_METHODS as readonly string[]).includes(method)) {
    search.method = method as PayMethod;
  }
  return search;
}
