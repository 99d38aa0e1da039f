import { sql } from 'kysely';
import type {
  Dashboard,
  OpenAfterSale,
  OpenCancellation,
  TodayAppointment,
} from '../../../../contract/dashboard';
import type { Db } from '../../../db/database';
import type { Lang } from '../../../lib/lang';
import { lowStockThreshold } from '../../staff';
import { namesIn } from './names';
import { shopDateOf, type Periods } from './periods';

// The work waiting for the team: what runs low, and what shoppers asked for.

const LISTED = 10;
const APPOINTMENTS_LISTED = 20;
/** After-sales requests the merchant has yet to settle (refunded and refused ones are done). */
const OPEN_AFTER_SALES = ['requested', 'reviewing', 'agreed', 'returning', 'processing'];

const count = (row: { n: number | string } | undefined) => Number(row?.n ?? 0);

export async function lowStock(db: Db, lang: Lang): Promise<Dashboard['low_stock']> {
  const threshold = await lowStockThreshold(db);
  const low = db
    .selectFrom('sku')
    .innerJoin('goods', 'goods.id', 'sku.goods_id')
    .where('sku.stock', '<=', threshold)
    .where('goods.on_sale', '=', 1);
  const [total, rows] = await Promise.all([
    low.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    low
      .select(['sku.id', 'sku.code', 'sku.goods_id', 'sku.size', 'sku.stock'])
      .orderBy('sku.stock')
      .orderBy('sku.id')
      .limit(LISTED)
      .execute(),
  ]);
  const names = await namesIn(db, 'goods', [...new Set(rows.map((row) => row.goods_id))], lang);
  return {
    threshold,
    total: count(total),
    items: rows.map((row) => ({
      sku_id: row.id,
      code: row.code,
      goods_id: row.goods_id,
      name: names.get(row.goods_id) ?? row.code,
      size: row.size,
      stock: row.stock,
    })),
  };
}

export async function openAfterSales(db: Db): Promise<Dashboard['after_sales']> {
  const open = db
    .selectFrom('refund')
    .where('refund.status', 'in', OPEN_AFTER_SALES)
    .where('refund.type', 'in', ['refund', 'return']);
  const [total, rows] = await Promise.all([
    open.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    open
      .innerJoin('shop_order', 'shop_order.id', 'refund.order_id')
      .select([
        'refund.refund_no',
        'shop_order.order_no',
        'refund.type',
        'refund.status',
        'refund.amount',
        'refund.created_at',
      ])
      .orderBy('refund.created_at')
      .orderBy('refund.id')
      .limit(LISTED)
      .execute(),
  ]);
  const items: OpenAfterSale[] = rows.map((row) => ({
    ...row,
    type: row.type === 'return' ? 'return' : 'refund',
    amount: Number(row.amount),
    created_at: Number(row.created_at),
  }));
  return { total: count(total), items };
}

export async function openCancellations(db: Db): Promise<Dashboard['cancellations']> {
  const open = db
    .selectFrom('shop_order')
    .where('cancel_status', '=', 'processing')
    .where('status', '=', 'paid');
  const [total, rows] = await Promise.all([
    open.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    open
      .select(['order_no', 'pay_amount', 'cancel_reason', 'updated_at'])
      .orderBy('updated_at')
      .orderBy('id')
      .limit(LISTED)
      .execute(),
  ]);
  const items: OpenCancellation[] = rows.map((row) => ({
    order_no: row.order_no,
    pay_amount: Number(row.pay_amount),
    reason: row.cancel_reason,
    asked_at: Number(row.updated_at),
  }));
  return { total: count(total), items };
}

export async function todaysAppointments(
  db: Db,
  periods: Periods,
  lang: Lang,
): Promise<Dashboard['appointments']> {
  const today = db
    .selectFrom('appointment')
    .where('date', '=', shopDateOf(periods.today))
    .where('status', '<>', 'cancelled');
  const periodOrder = sql<number>`case period when 'am' then 1 when 'pm' then 2 else 3 end`;
  const [total, rows] = await Promise.all([
    today.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    today
      .select(['id', 'store_id', 'service', 'period', 'hours', 'name', 'status'])
      .orderBy(periodOrder)
      .orderBy('store_id')
      .orderBy('id')
      .limit(APPOINTMENTS_LISTED)
      .execute(),
  ]);
  const stores = await namesIn(db, 'store', [...new Set(rows.map((row) => row.store_id))], lang);
  const items: TodayAppointment[] = rows.map((row) => ({
    id: row.id,
    store: stores.get(row.store_id) ?? `#${row.store_id}`,
    service: row.service,
    period: row.period,
    hours: row.hours,
    name: row.name,
    status: row.status,
  }));
  return { total: count(total), items };
}
