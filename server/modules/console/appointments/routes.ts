import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { APPOINTMENT_STATUSES, RESERVE_PERIODS } from '../../../../contract/appointment';
import type { Clock } from '../../../lib/clock';
import type { Db } from '../../../db/database';
import { requestLang } from '../../../lib/lang';
import {
  AppointmentRefusal,
  cancelBooking,
  closeBoutiqueDay,
  completeBooking,
  confirmBooking,
  isCalendarDate,
  reopenBoutiqueDay,
  rescheduleBooking,
  type BookingRow,
} from '../../appointment';
import {
  StaffError,
  actorOf,
  allowedTo,
  answerRefusals,
  pagination,
  parseInput,
  recordId,
  type ConsoleArea,
} from '../../staff';
import { appointmentBoutiques, boutiqueDay, listBookings, oneBooking } from './list';

const id = recordId;
const day = z.string().trim().max(10);
const listQuery = z.strictObject({
  store_id: id.optional(),
  from: day.optional(),
  to: day.optional(),
  status: z.enum(APPOINTMENT_STATUSES).optional(),
  ...pagination,
});
const dayQuery = z.strictObject({ store_id: id.optional(), date: day.optional() });
const params = z.strictObject({ id });
const closeBody = z.strictObject({ store_id: id, date: day, reason: z.string().max(1000) });
const reopenBody = z.strictObject({ store_id: id, date: day });
const version = z.number().int().nonnegative();
const versionBody = z.strictObject({ version });
const rescheduleBody = z.strictObject({
  version,
  date: day,
  period: z.enum(RESERVE_PERIODS),
});
const cancelBody = z.strictObject({ version, message: z.string().max(1000) });

const REFUSAL_STATUS = { not_found: 404, invalid: 400, conflict: 409 } as const;

/** The booking's rules refuse in the shop's words; the console answers with them and a status. */
const orRefusal = answerRefusals(AppointmentRefusal, REFUSAL_STATUS);

/** A day the staff member typed: empty is none, anything else must be a calendar day. */
function dayOf(text: string | undefined): string | undefined {
  if (!text) return undefined;
  if (!isCalendarDate(text)) throw new StaffError(400, 'appointmentDayInvalid');
  return text;
}

/** The console's boutique bookings: list, a boutique's day, and the boutique's answers. */
export function appointmentsArea(db: Db, clock: Clock): ConsoleArea {
  return (app: FastifyInstance) => {
    const ok = (data: unknown) => ({ code: 0, data, msg: 'OK' });
    const lang = (request: FastifyRequest) => requestLang(request.headers);
    const can = allowedTo(db, 'appointments.manage');

    app.get('/appointments', can, async (request) => {
      const q = parseInput(listQuery, request.query);
      const filters = {
        store_id: q.store_id,
        from: dayOf(q.from),
        to: dayOf(q.to),
        status: q.status,
      };
      return ok(await listBookings(db, filters, q.page, q.page_size, lang(request), clock()));
    });

    app.get('/appointments/boutiques', can, async (request) => {
      parseInput(z.strictObject({}), request.query);
      return ok(await appointmentBoutiques(db, lang(request)));
    });

    app.get('/appointments/day', can, async (request) => {
      const q = parseInput(dayQuery, request.query);
      if (q.store_id === undefined) throw new StaffError(400, 'appointmentBoutiqueRequired');
      const date = dayOf(q.date);
      if (!date) throw new StaffError(400, 'appointmentDayInvalid');
      return ok(await boutiqueDay(db, q.store_id, date, lang(request), clock()));
    });

    /** Closes a boutique's day (no new bookings); answers the day with the bookings on it. */
    app.post('/appointments/day/close', can, async (request) => {
      const body = parseInput(closeBody, request.body);
      const on = { storeId: body.store_id, date: body.date };
      await orRefusal(closeBoutiqueDay(db, actorOf(request), on, body.reason, clock()));
      return ok(await boutiqueDay(db, on.storeId, on.date, lang(request), clock()));
    });

    app.post('/appointments/day/reopen', can, async (request) => {
      const body = parseInput(reopenBody, request.body);
      const on = { storeId: body.store_id, date: body.date };
      await orRefusal(reopenBoutiqueDay(db, actorOf(request), on, clock()));
      return ok(await boutiqueDay(db, on.storeId, on.date, lang(request), clock()));
    });

    /** Runs one of the boutique's answers on the booking in the address; answers it as it is now. */
    const act = (
      path: string,
      run: (request: FastifyRequest, target: number, now: number) => Promise<BookingRow>,
    ) =>
      app.post(`/appointments/:id/${path}`, can, async (request) => {
        const target = parseInput(params, request.params).id;
        const now = clock();
        await orRefusal(run(request, target, now));
        return ok(await oneBooking(db, target, lang(request), now));
      });

    act('confirm', (request, target, now) => {
      const body = parseInput(versionBody, request.body);
      return confirmBooking(db, actorOf(request), { id: target, version: body.version }, now);
    });
    act('reschedule', (request, target, now) => {
      const body = parseInput(rescheduleBody, request.body);
      const to = { date: body.date, period: body.period };
      return rescheduleBooking(
        db,
        actorOf(request),
        { id: target, version: body.version },
        to,
        now,
      );
    });
    act('complete', (request, target, now) => {
      const body = parseInput(versionBody, request.body);
      return completeBooking(db, actorOf(request), { id: target, version: body.version }, now);
    });
    act('cancel', (request, target, now) => {
      const body = parseInput(cancelBody, request.body);
      return cancelBooking(
        db,
        actorOf(request),
        { id: target, version: body.version },
        body.message,
        now,
      );
    });
  };
}
