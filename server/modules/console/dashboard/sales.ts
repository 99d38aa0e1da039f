import { sql } from 'kysely';
import type { DaySales, MethodSales, SalesFigures, TopPiece } from '../../../../contract/dashboard';
import { PAY_METHODS, type PayMethod } from '../../../../contract/order';
import type { Db } from '../../../db/database';
import type { Lang } from '../../../lib/lang';
import { namesIn } from './names';
import { DAY_MS, dayStart, shopDateOf, type Periods } from './periods';

// A sale: an order paid in the period, not cancelled and not refunded in full, counted for what
// was paid less what has been refunded of it so far (docs/order-states.md).

const SHOP_OFFSET_MS = 8 * 60 * 60 * 1000;
const TOP_PIECES = 5;

/** Orders that count as sales, paid from the shop day `from` to the end of today. */
function salesFrom(db: Db, periods: Periods, from: number) {
  return db
    .selectFrom('shop_order')
    .where('shop_order.paid_at', '>=', dayStart(from))
    .where('shop_order.paid_at', '<', dayStart(periods.today + 1))
    .where('shop_order.status', '<>', 'cancelled')
    .whereRef('shop_order.refunded_amount', '<', 'shop_order.pay_amount');
}

export function figures(orders: number, sales: number): SalesFigures {
  return { orders, sales, average_basket: orders === 0 ? 0 : Math.round(sales / orders) };
}

export interface SalesSummary {
  today_sales: SalesFigures;
  week_sales: SalesFigures;
  days: DaySales[];
  payments: MethodSales[];
}

/** The last 7 days' sales by day and method: the day, the week and the chart read from them. */
export async function salesSummary(db: Db, periods: Periods): Promise<SalesSummary> {
  const day = sql<number>`(shop_order.paid_at + ${sql.lit(SHOP_OFFSET_MS)}) / ${sql.lit(DAY_MS)}`;
  const rows = await salesFrom(db, periods, periods.firstOfSeven)
    .select((eb) => [
      day.as('day'),
      'shop_order.pay_method',
      eb.fn.countAll<number | string>().as('orders'),
      eb.fn
        .sum<number | string>(
          eb('shop_order.pay_amount', '-', eb.ref('shop_order.refunded_amount')),
        )
        .as('sales'),
    ])
    .groupBy([day, 'shop_order.pay_method'])
    .execute();
  const counted = rows.map((row) => ({
    day: Number(row.day),
    method: row.pay_method,
    orders: Number(row.orders),
    sales: Number(row.sales),
  }));
  const total = (part: typeof counted) =>
    figures(
      part.reduce((sum, row) => sum + row.orders, 0),
      part.reduce((sum, row) => sum + row.sales, 0),
    );
  const week = counted.filter((row) => row.day >= periods.monday);
  const days = Array.from({ length: 7 }, (_, i) => {
    const number = periods.firstOfSeven + i;
    const { orders, sales } = total(counted.filter((row) => row.day === number));
    return { date: shopDateOf(number), orders, sales };
  });
  const byMethod = (method: PayMethod) => week.filter((row) => row.method === method);
  return {
    today_sales: total(counted.filter((row) => row.day === periods.today)),
    week_sales: total(week),
    days,
    payments: PAY_METHODS.map((method) => {
      const { orders, sales } = total(byMethod(method));
      return { method, orders, sales };
    }),
  };
}

/** This week's pieces with the most units in sales; the older piece first on a tie. */
export async function topPieces(db: Db, periods: Periods, lang: Lang): Promise<TopPiece[]> {
  const rows = await salesFrom(db, periods, periods.monday)
    .innerJoin('order_line', 'order_line.order_id', 'shop_order.id')
    .innerJoin('goods', 'goods.id', 'order_line.goods_id')
    .select((eb) => [
      'order_line.goods_id',
      'goods.sn',
      eb.fn.sum<number | string>('order_line.quantity').as('units'),
    ])
    .groupBy(['order_line.goods_id', 'goods.sn'])
    .orderBy('units', 'desc')
    .orderBy('order_line.goods_id')
    .limit(TOP_PIECES)
    .execute();
  const names = await namesIn(
    db,
    'goods',
    rows.map((row) => row.goods_id),
    lang,
  );
  return rows.map((row) => ({
    goods_id: row.goods_id,
    sn: row.sn,
    name: names.get(row.goods_id) ?? row.sn,
    units: Number(row.units),
  }));
}
