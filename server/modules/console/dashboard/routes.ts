import type { Clock } from '../../../lib/clock';
import type { Db } from '../../../db/database';
import { requestLang } from '../../../lib/lang';
import { allowedTo, StaffError, type ConsoleArea } from '../../staff';
import { readDashboard } from './dashboard';

/** `GET /admin/api/dashboard`: the day's and the week's trade and the work waiting (read only). */
export function dashboardArea(db: Db, clock: Clock): ConsoleArea {
  return (app) => {
    app.get('/dashboard', allowedTo(db, 'dashboard.read'), async (request) => {
      // It takes no parameters: one sent is named back rather than ignored.
      const [unknown] = Object.keys((request.query ?? {}) as object);
      if (unknown !== undefined) throw new StaffError(400, 'staffInvalid', { field: unknown });
      const data = await readDashboard(db, clock(), requestLang(request.headers));
      return { code: 0, data, msg: 'OK' };
    });
  };
}
