import type { RefundDetail } from '../../../../contract/order';
import type { TestShop } from '../../../test/harness';
import { callAs, type TestMember } from '../../../test/members';
import { freshOrderSku, placeOrder } from '../../../test/orders';
import { allPieces } from '../../order/lifecycle/lifecycle-fixtures';

/**
 * A member's after-sales request as they ask for it in the shop: a return of a received order
 * (two pieces of one SKU at ¥800), or a refund only of a shipped one. Paid from the balance, so
 * that a refund needs no provider. `sent`: the member typed the return's tracking number.
 */
export async function askedAfterSales(
  shop: TestShop,
  member: TestMember,
  type: 'return' | 'refund',
  options: { sent?: boolean; remark?: string } = {},
) {
  const sku = await freshOrderSku(shop.db, 10);
  const order = await placeOrder(shop.db, member, {
    status: type === 'return' ? 'completed' : 'shipped',
    receivedAt: type === 'return' ? Date.now() - 60_000 : undefined,
    payMethod: 'balance',
    lines: [{ skuId: sku, quantity: 2, price: 800_00, originalPrice: 800_00 }],
  });
  const reply = await callAs<RefundDetail>(shop.app, member.token, 'api/order/refund-submit', {
    form: {
      order_id: String(order.id),
      type,
      reason: type === 'return' ? 'size' : '少发配件',
      remark: options.remark ?? '',
      items: await allPieces(shop.db, order.id),
    },
  });
  if (reply.code !== 0) throw new Error(`after-sales request refused: ${reply.msg}`);
  return { order, sku, request: reply.data };
}

/** The member sends the agreed return back with a tracking number. */
export async function sendReturnParcel(shop: TestShop, member: TestMember, refundId: number) {
  const reply = await callAs(shop.app, member.token, 'api/order/refund-send', {
    form: { refund_id: String(refundId), express_company: 'SF', express_no: 'SF5556667778' },
  });
  if (reply.code !== 0) throw new Error(`return logistics refused: ${reply.msg}`);
}

export function refundRow(shop: TestShop, refundId: number) {
  return shop.db
    .selectFrom('refund')
    .selectAll()
    .where('id', '=', refundId)
    .executeTakeFirstOrThrow();
}

export function refundAudit(shop: TestShop, refundNo: string) {
  return shop.db
    .selectFrom('audit_log')
    .selectAll()
    .where('record_type', '=', 'refund')
    .where('record_id', '=', refundNo)
    .orderBy('id')
    .execute();
}

export function balanceOf(shop: TestShop, member: TestMember) {
  return shop.db
    .selectFrom('member')
    .select('balance')
    .where('id', '=', member.id)
    .executeTakeFirstOrThrow()
    .then((row) => row.balance);
}
