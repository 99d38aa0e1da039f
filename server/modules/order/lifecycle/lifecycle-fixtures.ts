import {
  jsonNotifyReply,
  type PaymentProvider,
  type PaymentStart,
  type PaymentState,
  type RefundOutcome,
  type RefundRequest,
  type RefundState,
  type VerifiedNotify,
} from '../../../providers/payment';
import type { Db } from '../../../db/database';
import { PaymentMethods } from '../../../providers/payment-methods';
import type { Envelope, TestShop } from '../../../test/harness';
import { callAs, type TestMember } from '../../../test/members';

/** The origin the suites' own payment methods hand out notify URLs from. */
export const SUITE_PUBLIC_URL = 'https://shop.example.test';

/**
 * A payment provider the suites steer: payments named in `paidAtProvider` turn out paid when
 * closed; every close and refund is recorded, and a refund number refunds once. A new refund is
 * refunded at once unless `refundsTaken` says the provider takes it and pays it out later; the
 * refund query answers `refundStates` (pending by default).
 */
export class FakePayment implements PaymentProvider {
  readonly name = 'fake';
  readonly configured = true;
  readonly paidAtProvider = new Set<string>();
  /** Payments the provider cannot be reached about. */
  readonly unreachable = new Set<string>();
  readonly closed: string[] = [];
  readonly refunds = new Map<string, RefundRequest>();
  readonly refundStates = new Map<string, RefundState>();
  refundsFail = false;
  refundsTaken = false;

  /** This provider collecting every method, as the shop asks for it. */
  get methods(): PaymentMethods {
    return PaymentMethods.allThrough(this, SUITE_PUBLIC_URL);
  }

  start(): Promise<PaymentStart> {
    return Promise.reject(new Error('the suites do not start payments'));
  }
  verifyNotify(): VerifiedNotify | null {
    return null;
  }
  notifyReply(accepted: boolean, message: string) {
    return jsonNotifyReply(accepted, message);
  }
  query(paymentNo: string): Promise<PaymentState> {
    return Promise.resolve(this.paidAtProvider.has(paymentNo) ? 'paid' : 'pending');
  }
  async close(paymentNo: string): Promise<'closed' | 'paid'> {
    this.closed.push(paymentNo);
    // A real provider answers over the network: let concurrent callers interleave here.
    await new Promise((resolve) => setTimeout(resolve, 1));
    if (this.unreachable.has(paymentNo))
      throw new Error(`the provider did not answer for ${paymentNo}`);
    return this.paidAtProvider.has(paymentNo) ? 'paid' : 'closed';
  }
  refund(request: RefundRequest): Promise<RefundOutcome> {
    if (this.refundsFail) return Promise.resolve('failed');
    if (!this.refunds.has(request.refundNo)) this.refunds.set(request.refundNo, request);
    return Promise.resolve(this.refundsTaken ? 'pending' : 'refunded');
  }
  queryRefund(request: { refundNo: string }): Promise<RefundState> {
    return Promise.resolve(this.refundStates.get(request.refundNo) ?? { state: 'pending' });
  }
}

/** Calls of the order pages as one member, in one language. */
export function orderCalls(shop: () => TestShop) {
  return {
    get<T>(
      member: TestMember,
      r: string,
      query: Record<string, string | number>,
      lang: 'cn' | 'en' = 'cn',
    ) {
      return callAs<T>(shop().app, member.token, r, { query, lang });
    },
    post<T>(
      member: TestMember,
      r: string,
      form: Record<string, string>,
      lang: 'cn' | 'en' = 'cn',
    ): Promise<Envelope<T>> {
      return callAs<T>(shop().app, member.token, r, { form, lang });
    },
  };
}

/** The ids of an order's lines, in the order placed. */
export async function orderLineIds(db: Db, orderId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('order_line')
    .select('id')
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The `items` field of an after-sales request: [line id, quantity] pairs, JSON-encoded. */
export function piecesField(...pairs: [number, number][]): string {
  return JSON.stringify(pairs.map(([line_id, quantity]) => ({ line_id, quantity })));
}

/** Every piece of an order's lines, as the `items` field of one request. */
export async function allPieces(db: Db, orderId: number): Promise<string> {
  const rows = await db
    .selectFrom('order_line')
    .select(['id', 'quantity'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return piecesField(...rows.map((row): [number, number] => [row.id, row.quantity]));
}
