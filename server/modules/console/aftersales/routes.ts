import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AFTERSALES_LIST_STATES } from '../../../../contract/console-aftersales';
import type { Db } from '../../../db/database';
import { requestLang } from '../../../lib/lang';
import type { PaymentMethods } from '../../../providers/payment-methods';
import {
  OrderRefusal,
  agreeAfterSales,
  merchantAfterSales,
  payAfterSales,
  receiveReturn,
  refuseAfterSales,
  reviewAfterSales,
} from '../../order';
import {
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
import { afterSalesDetail } from './detail';
import { listAfterSales } from './list';

const listQuery = z.strictObject({
  state: z.enum(AFTERSALES_LIST_STATES).optional(),
  q: oneLine(64).optional(),
  ...pagination,
});
const empty = z.strictObject({});
const refuseBody = z.strictObject({ reason: z.string().max(200) });
const receiveBody = z.strictObject({
  damaged: z
    .array(
      z.strictObject({ line_id: recordId, quantity: z.number().int().nonnegative().max(10_000) }),
    )
    .max(200),
});

const REFUSAL_STATUS = { not_found: 404, invalid: 400, conflict: 409, unavailable: 503 } as const;

const orRefusal = answerRefusals(OrderRefusal, REFUSAL_STATUS);

export interface AfterSalesAreaOptions {
  db: Db;
  payments: PaymentMethods;
}

/**
 * The console's after-sales: the queue, one request's page, and the decisions on it. Customer
 * service decides and refunds (aftersales.manage); the warehouse receives parcels
 * (returns.receive); everyone who reads orders reads the queue.
 */
export function afterSalesArea({ db, payments }: AfterSalesAreaOptions): ConsoleArea {
  return (app: FastifyInstance) => {
    const ok = (data: unknown) => ({ code: 0, data, msg: 'OK' });
    const id = (request: FastifyRequest) => parseInput(idParams, request.params).id;
    const lang = (request: FastifyRequest) => requestLang(request.headers);
    const detail = (request: FastifyRequest, refundId: number) =>
      afterSalesDetail(db, refundId, lang(request));

    app.get('/aftersales', allowedTo(db, 'orders.read'), async (request) => {
      const { page, page_size, ...filters } = parseInput(listQuery, request.query);
      return ok(await listAfterSales(db, filters, page, page_size, lang(request)));
    });

    app.get('/aftersales/:id', allowedTo(db, 'orders.read'), async (request) =>
      ok(await orRefusal(detail(request, id(request)))),
    );

    app.post('/aftersales/:id/review', allowedTo(db, 'aftersales.manage'), async (request) => {
      parseInput(empty, request.body);
      const ref = { id: id(request) };
      await orRefusal(reviewAfterSales(db, actorOf(request), ref, Date.now()));
      return ok(await detail(request, ref.id));
    });

    app.post('/aftersales/:id/agree', allowedTo(db, 'aftersales.manage'), async (request) => {
      parseInput(empty, request.body);
      const ref = { id: id(request) };
      await orRefusal(agreeAfterSales(db, payments, actorOf(request), ref, Date.now()));
      return ok(await detail(request, ref.id));
    });

    app.post('/aftersales/:id/refuse', allowedTo(db, 'aftersales.manage'), async (request) => {
      const { reason } = parseInput(refuseBody, request.body);
      const ref = { id: id(request) };
      await orRefusal(refuseAfterSales(db, actorOf(request), ref, reason, Date.now()));
      return ok(await detail(request, ref.id));
    });

    app.post('/aftersales/:id/receive', allowedTo(db, 'returns.receive'), async (request) => {
      const { damaged } = parseInput(receiveBody, request.body);
      const refund = await orRefusal(merchantAfterSales(db, { id: id(request) }));
      await orRefusal(receiveReturn(db, actorOf(request), refund, damaged, Date.now()));
      return ok(await detail(request, refund.id));
    });

    app.post('/aftersales/:id/refund', allowedTo(db, 'aftersales.manage'), async (request) => {
      parseInput(empty, request.body);
      const ref = { id: id(request) };
      await orRefusal(payAfterSales(db, payments, actorOf(request), ref, Date.now()));
      return ok(await detail(request, ref.id));
    });
  };
}
