import type { ExpressionBuilder } from 'kysely';
import type { CallParsed, CallReply } from '../../../../contract/call';
import type { OrderCounts } from '../../../../contract/member';
import type { OrderStatus, OrderTab, orderList } from '../../../../contract/order';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import type { Lang } from '../../../lib/lang';
import { AFTER_SALES_TYPES } from './rules';
import { buildSummaries } from './views';

/** The status each tab of spec §4 shows; the after-sales tab goes by requests instead. */
const TAB_STATUS: Partial<Record<OrderTab, OrderStatus>> = {
  to_pay: 'unpaid',
  to_ship: 'paid',
  to_receive: 'shipped',
  completed: 'completed',
  cancelled: 'cancelled',
};

function hasAfterSales(eb: ExpressionBuilder<Database, 'shop_order'>) {
  return eb.exists(
    eb
      .selectFrom('refund')
      .select('refund.id')
      .whereRef('refund.order_id', '=', 'shop_order.id')
      .where('refund.type', 'in', [...AFTER_SALES_TYPES]),
  );
}

/** The condition of a tab other than 'all'. */
function inTab(tab: Exclude<OrderTab, 'all'>) {
  return (eb: ExpressionBuilder<Database, 'shop_order'>) => {
    const status = TAB_STATUS[tab];
    return status ? eb('shop_order.status', '=', status) : hasAfterSales(eb);
  };
}

/** How many of the member's orders each tab holds. */
export async function countOrderTabs(db: Db, memberId: number): Promise<Record<OrderTab, number>> {
  const [byStatus, afterSales] = await Promise.all([
    db
      .selectFrom('shop_order')
      .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
      .where('member_id', '=', memberId)
      .groupBy('status')
      .execute(),
    db
      .selectFrom('shop_order')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('member_id', '=', memberId)
      .where(hasAfterSales)
      .executeTakeFirst(),
  ]);
  const countOf = (status: string) => Number(byStatus.find((r) => r.status === status)?.count ?? 0);
  return {
    all: byStatus.reduce((sum, row) => sum + Number(row.count), 0),
    to_pay: countOf('unpaid'),
    to_ship: countOf('paid'),
    to_receive: countOf('shipped'),
    completed: countOf('completed'),
    after_sale: Number(afterSales?.count ?? 0),
    cancelled: countOf('cancelled'),
  };
}

/** The user center's shortcuts, from the same counting as the order list's tabs. */
export async function userCenterOrderCounts(db: Db, memberId: number): Promise<OrderCounts> {
  const counts = await countOrderTabs(db, memberId);
  return {
    to_pay: counts.to_pay,
    to_ship: counts.to_ship,
    to_receive: counts.to_receive,
    after_sale: counts.after_sale,
  };
}

/** The member's orders of one tab, newest first, a page at a time, with every tab's count. */
export async function listOrders(
  db: Db,
  memberId: number,
  lang: Lang,
  input: CallParsed<typeof orderList>,
  now: number,
): Promise<CallReply<typeof orderList>> {
  const [counts, rows] = await Promise.all([
    countOrderTabs(db, memberId),
    db
      .selectFrom('shop_order')
      .selectAll()
      .where('member_id', '=', memberId)
      .$if(input.status !== 'all', (qb) =>
        qb.where(inTab(input.status as Exclude<OrderTab, 'all'>)),
      )
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size)
      .execute(),
  ]);
  const total = counts[input.status];
  return {
    list: await buildSummaries(db, rows, lang, now),
    counts,
    pagination: {
      page: input.page,
      page_size: input.page_size,
      total_count: total,
      page_count: Math.ceil(total / input.page_size),
    },
  };
}
