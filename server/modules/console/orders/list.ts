import type {
  ConsoleOrderPage,
  ConsoleOrderRow,
  OrderListFilters,
} from '../../../../contract/console-orders';
import type { CancelStatus, OrderStatus, PayMethod } from '../../../../contract/order';
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../../db/database';

// The orders as the console lists them: newest first, narrowed by the filters, a page at a time.

/** LIKE's own characters in what the staff member typed are matched as themselves. */
function likeText(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filteredOrders(db: Db, filters: OrderListFilters) {
  let query = db.selectFrom('shop_order').innerJoin('member', 'member.id', 'shop_order.member_id');
  const { state } = filters;
  if (state === 'cancelling') {
    query = query
      .where('shop_order.status', '=', 'paid')
      .where('shop_order.cancel_status', '=', 'processing');
  } else if (state !== undefined) {
    query = query.where('shop_order.status', '=', state);
  }
  if (filters.from !== undefined) query = query.where('shop_order.created_at', '>=', filters.from);
  if (filters.to !== undefined) query = query.where('shop_order.created_at', '<', filters.to);
  if (filters.pay_method) query = query.where('shop_order.pay_method', '=', filters.pay_method);
  if (filters.member) query = query.where('member.card_no', '=', filters.member);
  if (filters.order_no) query = query.where('shop_order.order_no', '=', filters.order_no);
  const { mobile, q } = filters;
  if (mobile) {
    query = query.where((eb) =>
      eb.or([eb('member.mobile', '=', mobile), eb('shop_order.receiver_mobile', '=', mobile)]),
    );
  }
  if (q) {
    const like = likeText(q);
    const contains = (column: string) => sql<SqlBool>`${sql.ref(column)} like ${like} escape '\\'`;
    query = query.where((eb) =>
      eb.or([
        contains('shop_order.order_no'),
        contains('shop_order.receiver_name'),
        contains('shop_order.receiver_mobile'),
        contains('member.mobile'),
      ]),
    );
  }
  return query;
}

/** The orders the filters keep, newest first, from `offset`, at most `limit`. */
export async function orderRows(
  db: Db,
  filters: OrderListFilters,
  offset: number,
  limit: number,
): Promise<ConsoleOrderRow[]> {
  const rows = await filteredOrders(db, filters)
    .select([
      'shop_order.order_no',
      'shop_order.status',
      'shop_order.cancel_status',
      'shop_order.created_at',
      'shop_order.paid_at',
      'shop_order.shipped_at',
      'shop_order.receiver_name',
      'shop_order.receiver_mobile',
      'shop_order.pay_method',
      'shop_order.pay_amount',
      'shop_order.refunded_amount',
      'shop_order.carrier',
      'shop_order.tracking_no',
      'member.mobile as member_mobile',
      'member.card_no as member_card_no',
    ])
    .select((eb) =>
      eb
        .selectFrom('order_line')
        .select((line) => line.fn.coalesce(line.fn.sum<number>('quantity'), line.lit(0)).as('n'))
        .whereRef('order_line.order_id', '=', 'shop_order.id')
        .as('pieces'),
    )
    .orderBy('shop_order.created_at', 'desc')
    .orderBy('shop_order.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => ({
    ...row,
    status: row.status as OrderStatus,
    cancel_status: row.cancel_status as CancelStatus | null,
    pay_method: row.pay_method as PayMethod | null,
    pieces: Number(row.pieces ?? 0),
  }));
}

export async function listOrders(
  db: Db,
  filters: OrderListFilters,
  page: number,
  pageSize: number,
): Promise<ConsoleOrderPage> {
  const { total } = await filteredOrders(db, filters)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const items = await orderRows(db, filters, (page - 1) * pageSize, pageSize);
  return { total: Number(total), page, page_size: pageSize, items };
}
