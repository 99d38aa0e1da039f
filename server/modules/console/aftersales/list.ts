import { sql, type SqlBool } from 'kysely';
import type {
  AfterSalesListFilters,
  ConsoleAfterSalesPage,
  ConsoleAfterSalesRow,
} from '../../../../contract/console-aftersales';
import type { RefundStatus, RefundType } from '../../../../contract/order';
import type { Db } from '../../../db/database';
import type { Lang } from '../../../lib/lang';
import { AFTER_SALES_TYPES, refundReasonText } from '../../order';

// The after-sales queue as the console lists it: what waits on the staff oldest first (it has
// waited longest), otherwise newest first, narrowed by state and number, a page at a time.

/** The states someone still has to act on. */
const OPEN: readonly RefundStatus[] = ['requested', 'reviewing', 'agreed', 'returning'];
const OLDEST_FIRST: readonly string[] = [...OPEN, 'open', 'received'];

function likeText(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filteredRequests(db: Db, { state, q }: AfterSalesListFilters) {
  let query = db
    .selectFrom('refund')
    .innerJoin('shop_order', 'shop_order.id', 'refund.order_id')
    .where('refund.type', 'in', [...AFTER_SALES_TYPES]);
  if (state === 'open') query = query.where('refund.status', 'in', [...OPEN]);
  else if (state === 'received') {
    query = query
      .where('refund.status', '=', 'returning')
      .where('refund.received_at', 'is not', null);
  } else if (state === 'returning') {
    query = query.where('refund.status', '=', 'returning').where('refund.received_at', 'is', null);
  } else if (state !== undefined) query = query.where('refund.status', '=', state);
  if (q) {
    const like = likeText(q);
    const contains = (column: string) => sql<SqlBool>`${sql.ref(column)} like ${like} escape '\\'`;
    query = query.where((eb) =>
      eb.or([contains('shop_order.order_no'), contains('refund.refund_no')]),
    );
  }
  return query;
}

export async function listAfterSales(
  db: Db,
  filters: AfterSalesListFilters,
  page: number,
  pageSize: number,
  lang: Lang,
): Promise<ConsoleAfterSalesPage> {
  const direction = OLDEST_FIRST.includes(filters.state ?? '') ? 'asc' : 'desc';
  const [rows, count] = await Promise.all([
    filteredRequests(db, filters)
      .selectAll('refund')
      .select('shop_order.order_no')
      .orderBy('refund.created_at', direction)
      .orderBy('refund.id', direction)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    filteredRequests(db, filters)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const items: ConsoleAfterSalesRow[] = rows.map((row) => ({
    id: row.id,
    refund_no: row.refund_no,
    order_no: row.order_no,
    type: row.type as RefundType,
    status: row.status as RefundStatus,
    reason: refundReasonText(row.type, row.reason, lang),
    remark: row.remark,
    express_company: row.express_company,
    express_no: row.express_no,
    amount: row.amount,
    received_at: row.received_at === null ? null : Number(row.received_at),
    payout_failed: row.status === 'processing' && row.payout_failure !== '',
    created_at: Number(row.created_at),
  }));
  return { total: Number(count.n), page, page_size: pageSize, items };
}
