import type { Dashboard } from '../../../../contract/dashboard';
import type { Db } from '../../../db/database';
import type { Lang } from '../../../lib/lang';
import { periodsAt, shopDateOf } from './periods';
import { salesSummary, topPieces } from './sales';
import { lowStock, openAfterSales, openCancellations, todaysAppointments } from './work';

/** The dashboard at `now`: each part one or two indexed queries, run side by side. */
export async function readDashboard(db: Db, now: number, lang: Lang): Promise<Dashboard> {
  const periods = periodsAt(now);
  const [sales, top, low, afterSales, cancellations, appointments] = await Promise.all([
    salesSummary(db, periods),
    topPieces(db, periods, lang),
    lowStock(db, lang),
    openAfterSales(db),
    openCancellations(db),
    todaysAppointments(db, periods, lang),
  ]);
  return {
    at: now,
    today: shopDateOf(periods.today),
    week_from: shopDateOf(periods.monday),
    ...sales,
    top_pieces: top,
    low_stock: low,
    after_sales: afterSales,
    cancellations,
    appointments,
  };
}
