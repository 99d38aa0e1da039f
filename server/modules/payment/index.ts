import type { PayMethod } from '../../../contract/order';
import * as calls from '../../../contract/payment';
import type { PaymentOption } from '../../../contract/payment';
import { handler, memberHandler, type Handler } from '../../gateway';
import type { Lang } from '../../lib/lang';
import { payFromBalance } from './balance';
import { memberOrder, orderPayment } from './orders';
import { askProviderAbout } from './ask-provider';
import { startPayment } from './pay-data';
import { paymentResultOf } from './payment-result';

export const PAY_METHOD_NAMES: Record<PayMethod, Record<Lang, string>> = {
  wechat: { cn: '微信支付', en: 'WeChat Pay' },
  alipay: { cn: '支付宝', en: 'Alipay' },
  balance: { cn: '账户余额', en: 'Account balance' },
};

/**
 * Paying for an order (contract/payment.ts). Every reply is the caller's own: none is cached.
 * Only payment-result needs no session, and tells nothing but the state of one payment.
 */
export const paymentHandlers: Handler[] = [
  memberHandler(calls.getPayments, async (ctx, input) => {
    const order = await memberOrder(ctx.db, ctx.userId, input.order_id);
    const member = await ctx.db
      .selectFrom('member')
      .select('balance')
      .where('id', '=', ctx.userId)
      .executeTakeFirstOrThrow();
    const online = ctx.providers.payment.offered;
    const option = (method: PayMethod, available: boolean, balance = 0): PaymentOption => ({
      method,
      name: PAY_METHOD_NAMES[method][ctx.lang],
      available,
      balance,
    });
    return {
      ...orderPayment(order),
      // Only the ways to pay that work here are offered.
      list: [
        ...online.map((method) => option(method, true)),
        option('balance', member.balance >= order.pay_amount, member.balance),
      ],
    };
  }),
  memberHandler(calls.orderPayData, async (ctx, input) =>
    orderPayment(await memberOrder(ctx.db, ctx.userId, input.order_id)),
  ),
  memberHandler(calls.paymentPayData, startPayment),
  memberHandler(
    calls.payBuyBalance,
    async (ctx, input) => {
      const paid = await payFromBalance(ctx.db, ctx.userId, input.order_id);
      ctx.providers.payment.recordResult('balance', 'paid');
      return paid;
    },
    { successMessage: () => 'paySucceeded' },
  ),
  memberHandler(calls.isPay, async (ctx, input) => {
    const { db, userId } = ctx;
    const paymentNo = input.payment_no;
    let order = await memberOrder(db, userId, input.order_id);
    if (paymentNo && order.status === 'unpaid') {
      // The provider not answering leaves the attempt as the notifies made it.
      const attempt = { orderId: order.id, paymentNo, returnQuery: input.return_query };
      await askProviderAbout(db, ctx.providers.payment, attempt, Date.now()).catch((err: unknown) =>
        ctx.request.log.warn({ err, paymentNo }, 'payment query failed'),
      );
      order = await memberOrder(db, userId, input.order_id);
    }
    const attempt = paymentNo
      ? await db
          .selectFrom('payment')
          .select('status')
          .where('payment_no', '=', paymentNo)
          .where('order_id', '=', order.id)
          .executeTakeFirst()
      : undefined;
    return {
      ...orderPayment(order),
      paid: order.paid_at !== null,
      failed: attempt?.status === 'failed',
    };
  }),
  handler(calls.paymentResult, paymentResultOf),
] as Handler[];

// What the other modules use of this one.
export {
  askAboutRefund,
  closeOpenPayments,
  REFUND_QUERY_AFTER_MS,
  refundPayment,
  sendMoneyBack,
  takeBackOrderPoints,
} from './api';
export { memberOrder } from './orders';
