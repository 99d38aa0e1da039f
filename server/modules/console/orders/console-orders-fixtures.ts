import { STAFF_COOKIE } from '../../staff/sessions';
import type { TestShop } from '../../../test/harness';
import type { TestMember } from '../../../test/members';
import { freshOrderSku, placeOrder, type PlaceOrderOptions } from '../../../test/orders';

/** A paid order of `member` (paid from the balance, so that a refund needs no provider). */
export async function paidOrder(
  shop: TestShop,
  member: TestMember,
  options: Partial<PlaceOrderOptions> = {},
) {
  const sku = await freshOrderSku(shop.db, 10);
  return placeOrder(shop.db, member, {
    status: 'paid',
    payMethod: 'balance',
    lines: [{ skuId: sku, quantity: 2, price: 1234_50 }],
    ...options,
  });
}

/** The order's row as it is now. */
export function orderRow(shop: TestShop, orderNo: string) {
  return shop.db
    .selectFrom('shop_order')
    .selectAll()
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow();
}

/** The audit log's rows about one order, oldest first. */
export function auditOf(shop: TestShop, orderNo: string) {
  return shop.db
    .selectFrom('audit_log')
    .selectAll()
    .where('record_type', '=', 'order')
    .where('record_id', '=', orderNo)
    .orderBy('id')
    .execute();
}

export interface RawReply {
  status: number;
  type: string;
  text: string;
}

/** A console call whose answer may not be JSON (the CSV export), as the console's page makes it. */
export async function rawAdmin(
  shop: TestShop,
  path: string,
  cookie: string,
  lang: 'cn' | 'en' = 'cn',
): Promise<RawReply> {
  const response = await shop.app.inject({
    method: 'GET',
    url: `/admin/api${path}`,
    headers: { language: lang, cookie: `${STAFF_COOKIE}=${cookie}` },
  });
  return {
    status: response.statusCode,
    type: String(response.headers['content-type'] ?? ''),
    text: response.body,
  };
}
