import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/database';
import {
  addPromotionPieces,
  consolePromotionById,
  createPromotion,
  deletePromotion,
  endPromotion,
  PROMOTION_PIECES_MAX,
  promotionWithPieces,
  removePromotionPieces,
  updatePromotion,
  type RecordPromotionChange,
} from '../../catalogue';
import type { allowedTo } from '../../staff';
import { idParams, parseInput, timeQuery } from '../../staff';

// The console's promotions beyond their dates: create one, change it, add and take out its
// pieces by style number, end it early, delete one that has not started. The rules (the price
// rule, what refuses a piece, versions) are the catalogue module's; here only the calls.

const version = z.number().int().min(0);
const promotionFields = {
  name_cn: z.string().max(200),
  name_en: z.string().max(200),
  tag_cn: z.string().max(40),
  tag_en: z.string().max(40),
  discount_percent: z.number().int().min(0).max(99),
  is_coupon: z.boolean(),
  is_integral: z.boolean(),
  starts_at: timeQuery.nullable(),
  ends_at: timeQuery.nullable(),
};
const newBody = z.strictObject({ slug: z.string().max(64), ...promotionFields });
const editBody = z.strictObject({ ...promotionFields, version });
const piecesBody = z.strictObject({
  sns: z.array(z.string().max(64)).max(PROMOTION_PIECES_MAX),
  version,
});
const versionBody = z.strictObject({ version });

type Audited = (request: FastifyRequest, now: number) => RecordPromotionChange;
type OrRefusal = <T>(action: Promise<T>) => Promise<T>;

export function promotionRoutes(
  app: FastifyInstance,
  db: Db,
  right: ReturnType<typeof allowedTo>,
  audited: Audited,
  orRefusal: OrRefusal,
): void {
  const ok = (data: unknown) => ({ code: 0, data, msg: 'OK' });
  const idOf = (request: FastifyRequest) => parseInput(idParams, request.params).id;

  app.post('/marketing/promotions', right, async (request) => {
    const input = parseInput(newBody, request.body);
    const now = Date.now();
    const id = await orRefusal(createPromotion(db, input, audited(request, now)));
    return ok(await consolePromotionById(db, id));
  });

  app.post('/marketing/promotions/:id', right, async (request) => {
    const id = idOf(request);
    const { version: seen, ...input } = parseInput(editBody, request.body);
    const now = Date.now();
    await orRefusal(updatePromotion(db, id, input, seen, audited(request, now)));
    return ok(await consolePromotionById(db, id));
  });

  app.get('/marketing/promotions/:id/pieces', right, async (request) =>
    ok(await orRefusal(promotionWithPieces(db, idOf(request)))),
  );

  app.post('/marketing/promotions/:id/pieces', right, async (request) => {
    const id = idOf(request);
    const { sns, version: seen } = parseInput(piecesBody, request.body);
    const now = Date.now();
    await orRefusal(addPromotionPieces(db, id, sns, seen, now, audited(request, now)));
    return ok(await promotionWithPieces(db, id));
  });

  app.post('/marketing/promotions/:id/pieces/remove', right, async (request) => {
    const id = idOf(request);
    const { sns, version: seen } = parseInput(piecesBody, request.body);
    const now = Date.now();
    await orRefusal(removePromotionPieces(db, id, sns, seen, audited(request, now)));
    return ok(await promotionWithPieces(db, id));
  });

  app.post('/marketing/promotions/:id/end', right, async (request) => {
    const id = idOf(request);
    const { version: seen } = parseInput(versionBody, request.body);
    const now = Date.now();
    await orRefusal(endPromotion(db, id, seen, now, audited(request, now)));
    return ok(await consolePromotionById(db, id));
  });

  app.post('/marketing/promotions/:id/delete', right, async (request) => {
    const id = idOf(request);
    const { version: seen } = parseInput(versionBody, request.body);
    const now = Date.now();
    await orRefusal(deletePromotion(db, id, seen, now, audited(request, now)));
    return ok({ id });
  });
}
