import type { OrderDetail, ProviderMethod, RefundDetail } from '../../../contract/order';
import { runOperatorCommand } from '../../operator/commands';
import { SandboxCarrier } from '../../providers/carrier';
import type { TestMember } from '../../test/members';
import type { providerShop } from './provider-shop-fixtures';

/**
 * A shopper's refund of a shipped order paid through a real provider's fake, as it happens:
 * paid, shipped by the operator, one piece asked back, and the operator's commands.
 */
export function refundFixtures(paid: ReturnType<typeof providerShop>) {
  const { shop, wechatPay, alipay, methods } = paid;

  function run(...args: string[]) {
    return runOperatorCommand(
      { db: shop().db, payment: methods(), carrier: new SandboxCarrier(), now: Date.now() },
      args,
    );
  }

  /** An order paid with `method` and shipped, and the shopper's request to refund it. */
  async function shippedAndAsked(method: ProviderMethod = 'wechat', price = 1_000_00) {
    const { member, order } = await paid.orderOne(price, undefined, method);
    const start = await paid.startPaying(member, order.order_id, 'qr', { method });
    if (method === 'wechat') {
      wechatPay().pay(start.payment_no);
      await paid.deliver(wechatPay().notify(start.payment_no));
    } else {
      alipay().openCashier(start.redirect_url);
      alipay().pay(start.payment_no);
      await paid.deliverAlipay(alipay().notifyBody(start.payment_no));
    }
    const shipped = await run('order', 'ship', order.order_no, 'SF', 'SF1234567890');
    if (!shipped.ok) throw new Error(shipped.text);
    const line = await shop()
      .db.selectFrom('order_line')
      .select('id')
      .where('order_id', '=', order.order_id)
      .executeTakeFirstOrThrow();
    const asked = await paid.payment.post<RefundDetail>(member, 'api/order/refund-submit', {
      order_id: String(order.order_id),
      type: 'refund',
      reason: 'quality',
      items: JSON.stringify([{ line_id: line.id, quantity: 1 }]),
    });
    if (asked.code !== 0) throw new Error(asked.msg);
    return { member, order, paymentNo: start.payment_no, request: asked.data };
  }

  /** What the shopper reads of the order and of the request, in one language. */
  async function shopperSees(
    member: TestMember,
    orderId: number,
    requestId: number,
    lang: 'cn' | 'en' = 'cn',
  ) {
    const get = async <T>(r: string, query: Record<string, string>) => {
      const reply = await shop().app.inject({
        method: 'GET',
        url: `/api?_mall_id=2&r=${r}&${new URLSearchParams(query).toString()}`,
        headers: { 'x-access-token': member.token, language: lang },
      });
      return reply.json<{ code: number; data: T }>().data;
    };
    const [detail, request, list] = await Promise.all([
      get<OrderDetail>('api/order/detail', { order_id: String(orderId) }),
      get<RefundDetail>('api/order/refund-detail', { refund_id: String(requestId) }),
      get<{ list: OrderDetail[] }>('api/order/list', { status: 'after_sale' }),
    ]);
    const listed = list.list.find((o) => o.id === orderId);
    return { detail, request, listedStatus: listed?.refund_status ?? null };
  }

  function refundRow(refundNo: string) {
    return shop()
      .db.selectFrom('refund')
      .selectAll()
      .where('refund_no', '=', refundNo)
      .executeTakeFirstOrThrow();
  }

  return { run, shippedAndAsked, shopperSees, refundRow };
}
