import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ORDER_LIST_STATES, type OrderListFilters } from '../../../../contract/console-orders';
import { PAY_METHODS } from '../../../../contract/order';
import type { Db } from '../../../db/database';
import { requestLang } from '../../../lib/lang';
import type { PaymentMethods } from '../../../providers/payment-methods';
import {
  OrderRefusal,
  agreeCancellation,
  correctShipment,
  refuseCancellation,
  shipOrder,
} from '../../order';
import {
  actorOf,
  allowedTo,
  answerRefusals,
  oneLine,
  pagination,
  parseInput,
  timeQuery,
  type ConsoleArea,
} from '../../staff';
import { bulkShip } from './bulk-ship';
import { orderDetail } from './detail';
import { exportOrders } from './export';
import { listOrders } from './list';

const time = timeQuery;

const filters = {
  state: z.enum(ORDER_LIST_STATES).optional(),
  from: time.optional(),
  to: time.optional(),
  pay_method: z.enum(PAY_METHODS).optional(),
  member: oneLine(32).optional(),
  order_no: oneLine(40).optional(),
  mobile: oneLine(20).optional(),
  q: oneLine(64).optional(),
};
const listQuery = z.strictObject({
  ...filters,
  ...pagination,
});
const exportQuery = z.strictObject(filters);
const orderParams = z.strictObject({ orderNo: z.string().trim().min(1).max(40) });
const shipBody = z.strictObject({
  carrier: z.string().trim().min(1).max(16),
  tracking_no: z.string().trim().min(1).max(40),
});
const correctionBody = shipBody.extend({
  seen_carrier: z.string().trim().max(16),
  seen_tracking_no: z.string().trim().max(40),
});
const bulkBody = z.strictObject({
  csv: z.string().max(512 * 1024),
  apply: z.boolean(),
});
const refuseBody = z.strictObject({ reason: z.string().trim().min(1).max(200) });
const empty = z.strictObject({});

const REFUSAL_STATUS = { not_found: 404, invalid: 400, conflict: 409, unavailable: 503 } as const;

/** The order's rules refuse in the shop's words; the console answers with them and a status. */
const orRefusal = answerRefusals(OrderRefusal, REFUSAL_STATUS);

function filtersOf(query: z.infer<typeof exportQuery>): OrderListFilters {
  const { state, from, to, pay_method, member, order_no, mobile, q } = query;
  return { state, from, to, pay_method, member, order_no, mobile, q };
}

export interface OrdersAreaOptions {
  db: Db;
  payments: PaymentMethods;
}

/**
 * The console's orders: list, export, detail, shipping one or many (and correcting a shipment),
 * cancellation decisions.
 */
export function ordersArea({ db, payments }: OrdersAreaOptions): ConsoleArea {
  return (app: FastifyInstance) => {
    const ok = (data: unknown) => ({ code: 0, data, msg: 'OK' });
    const orderNo = (request: FastifyRequest) => parseInput(orderParams, request.params).orderNo;
    const lang = (request: FastifyRequest) => requestLang(request.headers);

    app.get('/orders', allowedTo(db, 'orders.read'), async (request) => {
      const query = parseInput(listQuery, request.query);
      return ok(await listOrders(db, filtersOf(query), query.page, query.page_size));
    });

    app.get(
      '/orders/export',
      allowedTo(db, 'orders.read'),
      async (request: FastifyRequest, reply: FastifyReply) => {
        const query = parseInput(exportQuery, request.query);
        const csv = await exportOrders(db, filtersOf(query), lang(request));
        const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );

    app.post('/orders/ship-csv', allowedTo(db, 'orders.ship'), async (request) => {
      const { csv, apply } = parseInput(bulkBody, request.body);
      return ok(await bulkShip(db, actorOf(request), csv, apply, lang(request), Date.now()));
    });

    app.get('/orders/:orderNo', allowedTo(db, 'orders.read'), async (request) =>
      ok(await orRefusal(orderDetail(db, orderNo(request), lang(request)))),
    );

    app.post('/orders/:orderNo/ship', allowedTo(db, 'orders.ship'), async (request) => {
      const input = parseInput(shipBody, request.body);
      const shipment = {
        orderNo: orderNo(request),
        carrier: input.carrier,
        trackingNo: input.tracking_no,
      };
      await orRefusal(shipOrder(db, actorOf(request), shipment, Date.now()));
      return ok(await orderDetail(db, shipment.orderNo, lang(request)));
    });

    app.post('/orders/:orderNo/shipment', allowedTo(db, 'orders.ship'), async (request) => {
      const input = parseInput(correctionBody, request.body);
      const correction = {
        orderNo: orderNo(request),
        carrier: input.carrier,
        trackingNo: input.tracking_no,
        seen: { carrier: input.seen_carrier, trackingNo: input.seen_tracking_no },
      };
      await orRefusal(correctShipment(db, actorOf(request), correction, Date.now()));
      return ok(await orderDetail(db, correction.orderNo, lang(request)));
    });

    app.post(
      '/orders/:orderNo/cancellation/agree',
      allowedTo(db, 'orders.manage'),
      async (request) => {
        parseInput(empty, request.body);
        const no = orderNo(request);
        await orRefusal(agreeCancellation(db, payments, actorOf(request), no, Date.now()));
        return ok(await orderDetail(db, no, lang(request)));
      },
    );

    app.post(
      '/orders/:orderNo/cancellation/refuse',
      allowedTo(db, 'orders.manage'),
      async (request) => {
        const { reason } = parseInput(refuseBody, request.body);
        const no = orderNo(request);
        await orRefusal(refuseCancellation(db, actorOf(request), no, reason, Date.now()));
        return ok(await orderDetail(db, no, lang(request)));
      },
    );
  };
}
