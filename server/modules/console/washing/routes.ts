import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { WASHING_STATES } from '../../../../contract/appointment';
import { WASHING_STAGES } from '../../../../contract/console-washing';
import type { Clock } from '../../../lib/clock';
import type { Db } from '../../../db/database';
import { requestLang } from '../../../lib/lang';
import {
  AppointmentRefusal,
  advanceWashing,
  isCalendarDate,
  sendPickupNotice,
  setWashingPrice,
  washingRequestById,
  type BookingRow,
} from '../../appointment';
import {
  StaffError,
  actorOf,
  allowedTo,
  answerRefusals,
  idParams,
  oneLine,
  pagination,
  parseInput,
  recordId,
  type ConsoleArea,
} from '../../staff';
import { listWashing, oneWashingRequest, washingBoutiques } from './list';

const day = z.string().trim().max(10);
const listQuery = z.strictObject({
  store_id: recordId.optional(),
  stage: z.enum(WASHING_STAGES).optional(),
  from: day.optional(),
  to: day.optional(),
  q: oneLine(32).optional(),
  ...pagination,
});
const version = z.number().int().nonnegative();
const priceBody = z.strictObject({ version, price: z.number() });
const progressBody = z.strictObject({ version, to: z.enum(WASHING_STATES) });
const noticeBody = z.strictObject({ version, notice: z.string().max(1000) });

const REFUSAL_STATUS = { not_found: 404, invalid: 400, conflict: 409 } as const;

const orRefusal = answerRefusals(AppointmentRefusal, REFUSAL_STATUS);

function dayOf(text: string | undefined): string | undefined {
  if (!text) return undefined;
  if (!isCalendarDate(text)) throw new StaffError(400, 'appointmentDayInvalid');
  return text;
}

/** The console's washing requests: the list, one request, its price, progress and pick-up notice. */
export function washingArea(db: Db, clock: Clock): ConsoleArea {
  return (app: FastifyInstance) => {
    const ok = (data: unknown) => ({ code: 0, data, msg: 'OK' });
    const lang = (request: FastifyRequest) => requestLang(request.headers);
    const id = (request: FastifyRequest) => parseInput(idParams, request.params).id;
    const can = allowedTo(db, 'washing.manage');

    app.get('/washing', can, async (request) => {
      const { page, page_size, ...q } = parseInput(listQuery, request.query);
      const filters = { ...q, from: dayOf(q.from), to: dayOf(q.to) };
      return ok(await listWashing(db, filters, page, page_size, lang(request)));
    });

    app.get('/washing/boutiques', can, async (request) => {
      parseInput(z.strictObject({}), request.query);
      return ok(await washingBoutiques(db, lang(request)));
    });

    app.get('/washing/:id', can, async (request) => {
      const target = id(request);
      await orRefusal(washingRequestById(db, target));
      return ok(await oneWashingRequest(db, target, lang(request)));
    });

    /** Runs one change on the request in the address; answers the request as it is now. */
    const act = (
      path: string,
      run: (request: FastifyRequest, target: number) => Promise<BookingRow>,
    ) =>
      app.post(`/washing/:id/${path}`, can, async (request) => {
        const target = id(request);
        await orRefusal(run(request, target));
        return ok(await oneWashingRequest(db, target, lang(request)));
      });

    act('price', (request, target) => {
      const body = parseInput(priceBody, request.body);
      const on = { id: target, version: body.version };
      return setWashingPrice(db, actorOf(request), on, body.price, clock());
    });
    act('progress', (request, target) => {
      const body = parseInput(progressBody, request.body);
      return advanceWashing(
        db,
        actorOf(request),
        { id: target, version: body.version },
        body.to,
        clock(),
      );
    });
    act('notice', (request, target) => {
      const body = parseInput(noticeBody, request.body);
      const on = { id: target, version: body.version };
      return sendPickupNotice(db, actorOf(request), on, body.notice, clock());
    });
  };
}
