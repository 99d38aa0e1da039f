import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/database';
import { requestLang } from '../../../lib/lang';
import {
  listConsolePromotions,
  PromotionRefusal,
  setPromotionDates,
  type RecordPromotionChange,
} from '../../catalogue';
import { promotionRoutes } from './promotions';
import { countSubscribers, listSubscribers } from '../../content';
import {
  couponCategoryOptions,
  CouponCampaignRefusal,
  createCoupon,
  disableCoupon,
  issueCoupon,
  type RecordCouponChange,
} from '../../member';
import {
  actorOf,
  allowedTo,
  answerRefusals,
  idParams,
  oneLine,
  pagination,
  parseInput,
  timeQuery,
  writeAudit,
  type ConsoleArea,
} from '../../staff';
import { consoleCouponById, listConsoleCoupons } from './coupons';
import { exportSubscribers } from './subscribers-export';

const fen = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
// The rules of a coupon are the member module's; here only the types.
const couponBody = z.strictObject({
  name_cn: z.string().max(200),
  name_en: z.string().max(200),
  description_cn: z.string().max(1000).default(''),
  description_en: z.string().max(1000).default(''),
  value: fen,
  min_spend: fen,
  starts_at: timeQuery,
  ends_at: timeQuery,
  redeem_code: z.string().max(64).nullable().default(null),
  percent_off: fen.default(0),
  cap: fen.default(0),
  limit: z.enum(['all', 'categories', 'pieces']).default('all'),
  category_ids: z.array(z.number().int().positive()).max(500).default([]),
  sns: z.array(z.string().max(64)).max(500).default([]),
});
const issueBody = z.union([
  z.strictObject({ member: z.string().trim().min(1).max(32) }),
  z.strictObject({ level: z.enum(['point_card', 'silver', 'gold', 'platinum']) }),
]);
const listQuery = z.strictObject({ ...pagination });
const subscriberQuery = z.strictObject({ q: oneLine(120).optional(), ...pagination });
const exportQuery = z.strictObject({ q: oneLine(120).optional() });

const maybeTime = timeQuery.nullable();
const datesBody = z.strictObject({
  starts_at: maybeTime,
  ends_at: maybeTime,
  was: z.strictObject({ starts_at: maybeTime, ends_at: maybeTime }),
});

const orPromotionRefusal = answerRefusals(PromotionRefusal, {
  not_found: 404,
  invalid: 400,
  conflict: 409,
});
const orRefusal = answerRefusals(CouponCampaignRefusal, {
  not_found: 404,
  invalid: 400,
  conflict: 409,
});

/**
 * The console's marketing: create coupons, give them to a member or a level, disable them; set
 * when a promotion runs; read and export the newsletter's subscribers. All of it is the 'marketing.write' right's.
 */
export function marketingArea(db: Db): ConsoleArea {
  return (app: FastifyInstance) => {
    const ok = (data: unknown) => ({ code: 0, data, msg: 'OK' });
    const right = allowedTo(db, 'marketing.write');
    const couponId = (request: FastifyRequest) => parseInput(idParams, request.params).id;
    const audited = (
      request: FastifyRequest,
      now: number,
    ): RecordCouponChange & RecordPromotionChange => {
      const actor = actorOf(request);
      return (trx, change) => writeAudit(trx, actor, change, now);
    };

    app.get('/marketing/coupons', right, async (request) => {
      const { page, page_size } = parseInput(listQuery, request.query);
      return ok(await listConsoleCoupons(db, page, page_size));
    });

    app.get('/marketing/coupon-categories', right, async () => ok(await couponCategoryOptions(db)));

    app.post('/marketing/coupons', right, async (request) => {
      const input = parseInput(couponBody, request.body);
      const now = Date.now();
      const id = await orRefusal(createCoupon(db, input, now, audited(request, now)));
      return ok(await consoleCouponById(db, id));
    });

    app.post('/marketing/coupons/:id/issue', right, async (request) => {
      const id = couponId(request);
      const recipients = parseInput(issueBody, request.body);
      const now = Date.now();
      const issued = await orRefusal(issueCoupon(db, id, recipients, now, audited(request, now)));
      return ok({ issued, coupon: await consoleCouponById(db, id) });
    });

    app.post('/marketing/coupons/:id/disable', right, async (request) => {
      const id = couponId(request);
      const now = Date.now();
      await orRefusal(disableCoupon(db, id, now, audited(request, now)));
      return ok(await consoleCouponById(db, id));
    });

    app.get('/marketing/promotions', right, async () => ok(await listConsolePromotions(db)));

    app.post('/marketing/promotions/:id/dates', right, async (request) => {
      const id = parseInput(idParams, request.params).id;
      const { was, ...dates } = parseInput(datesBody, request.body);
      const now = Date.now();
      await orPromotionRefusal(setPromotionDates(db, id, dates, was, audited(request, now)));
      const promotions = await listConsolePromotions(db);
      return ok(promotions.find((promotion) => promotion.id === id));
    });

    promotionRoutes(app, db, right, audited, orPromotionRefusal);

    app.get('/marketing/subscribers', right, async (request) => {
      const { q, page, page_size } = parseInput(subscriberQuery, request.query);
      const [total, items] = await Promise.all([
        countSubscribers(db, { q }),
        listSubscribers(db, { q }, (page - 1) * page_size, page_size),
      ]);
      return ok({ total, page, page_size, items });
    });

    app.get(
      '/marketing/subscribers/export',
      right,
      async (request: FastifyRequest, reply: FastifyReply) => {
        const { q } = parseInput(exportQuery, request.query);
        const csv = await exportSubscribers(db, { q }, requestLang(request.headers));
        const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="subscribers-${day}.csv"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );
  };
}
