import { describe, expect } from 'vitest';
import type { GoodsDetail } from '../../../../contract/catalogue';
import type {
  ConsolePromotion,
  NewPromotion,
  PromotionWithPieces,
} from '../../../../contract/console-marketing';
import { oncePerShop, test as shopTest } from '../../../test/fixtures';
import { databases, type TestShop } from '../../../test/harness';
import { callAs } from '../../../test/members';
import { checkoutFixtures } from '../../order/checkout/checkout-fixtures';
import { can, ROLES } from '../../staff';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import {
  checkThenApply,
  csvFile,
  oneNewPiece,
  sendFeed,
  sendFile,
} from '../catalogue/console-catalogue-fixtures';

// A promotion made in the console: created with its words, discount and dates; pieces added by
// style number and priced by the one rule (original less the percent, to the whole yuan), which
// shoppers then see; refusals naming unknown style numbers and pieces of another promotion,
// changing nothing; stale saves refused by version; two staff adding the same piece to two
// promotions at once: one wins; ending early and deleting; the audit; and the rights.

const DAY = 86_400_000;
const checkoutOf = oncePerShop((shop: TestShop) => checkoutFixtures(() => shop));
const test = shopTest.extend('checkout', ({ shop }) => checkoutOf(shop));
let made = 0;

function newPromotion(fields: Partial<NewPromotion> = {}): NewPromotion {
  made += 1;
  const now = Date.now();
  return {
    slug: `console-${made}-${Math.random().toString(36).slice(2, 7)}`,
    name_cn: `冬季特惠 ${made}`,
    name_en: `Winter offer ${made}`,
    tag_cn: '75折',
    tag_en: '-25%',
    discount_percent: 25,
    is_coupon: false,
    is_integral: true,
    starts_at: now - DAY,
    ends_at: now + 10 * DAY,
    ...fields,
  };
}

async function created(shop: TestShop, cookie: string, fields: Partial<NewPromotion> = {}) {
  const reply = await admin<ConsolePromotion>(shop.app, 'POST', '/marketing/promotions', {
    cookie,
    body: newPromotion(fields),
  });
  if (reply.status !== 200) throw new Error(JSON.stringify(reply.body));
  return reply.body.data;
}

async function snOf(shop: TestShop, goodsId: number) {
  const row = await shop.db
    .selectFrom('goods')
    .select('sn')
    .where('id', '=', goodsId)
    .executeTakeFirstOrThrow();
  return row.sn;
}

function audit(shop: TestShop, id: number) {
  return shop.db
    .selectFrom('audit_log')
    .selectAll()
    .where('record_type', '=', 'promotion')
    .where('record_id', '=', String(id))
    .orderBy('id')
    .execute();
}

describe.each(databases)('promotions made in the console on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('creates a promotion, adds pieces priced by its discount, and shoppers see them', async ({
    shop,
    checkout,
  }) => {
    const staff = await signedInStaff(shop, 'manager');
    const a = await checkout.goods({ original: 1290_00 });
    const b = await checkout.goods({ original: 999_50 });
    const [snA, snB] = [await snOf(shop, a.goodsId), await snOf(shop, b.goodsId)];
    const promotion = await created(shop, staff.cookie);
    expect(promotion).toMatchObject({ pieces: 0, discount_percent: 25, is_coupon: false });

    const added = await admin<PromotionWithPieces>(
      shop.app,
      'POST',
      `/marketing/promotions/${promotion.id}/pieces`,
      {
        cookie: staff.cookie,
        body: { sns: [snA, ` ${snB.toLowerCase()} `], version: promotion.version },
      },
    );
    expect(added.status).toBe(200);
    const bySn = new Map(added.body.data.pieces.map((p) => [p.sn, p]));
    // 25% off ¥1,290 is ¥967.50, sold at ¥968; 25% off ¥999.50 is ¥749.625, sold at ¥750.
    expect(bySn.get(snA)).toMatchObject({ original_price: 1290_00, price: 968_00 });
    expect(bySn.get(snB)).toMatchObject({ original_price: 999_50, price: 750_00 });
    const skus = await shop.db
      .selectFrom('sku')
      .select(['price', 'original_price'])
      .where('goods_id', '=', a.goodsId)
      .execute();
    expect(new Set(skus.map((s) => s.price))).toEqual(new Set([968_00]));

    const detail = await callAs<GoodsDetail>(shop.app, null, 'api/goods/detail', {
      query: { id: a.goodsId },
      lang: 'en',
    });
    expect(detail.data.promotion?.id).toBe(promotion.id);
    expect(detail.data.price).toBe(968_00);
    const listing = await shop.db
      .selectFrom('goods_listing')
      .select(['promotion_id', 'price'])
      .where('goods_id', '=', a.goodsId)
      .executeTakeFirst();
    expect(listing).toEqual({ promotion_id: promotion.id, price: 968_00 });

    // A new discount reprices the pieces at once.
    const seen = added.body.data.promotion;
    const edit = await admin<ConsolePromotion>(
      shop.app,
      'POST',
      `/marketing/promotions/${promotion.id}`,
      {
        cookie: staff.cookie,
        body: {
          ...newPromotion(),
          slug: undefined,
          name_en: 'Deep winter',
          discount_percent: 40,
          version: seen.version,
        },
      },
    );
    expect(edit.status).toBe(200);
    expect(edit.body.data).toMatchObject({ name_en: 'Deep winter', discount_percent: 40 });
    const after = await admin<PromotionWithPieces>(
      shop.app,
      'GET',
      `/marketing/promotions/${promotion.id}/pieces`,
      { cookie: staff.cookie },
    );
    expect(after.body.data.pieces.find((p) => p.sn === snA)?.price).toBe(774_00);

    // Taken out: back to the original price, out of the promotion.
    const removed = await admin<PromotionWithPieces>(
      shop.app,
      'POST',
      `/marketing/promotions/${promotion.id}/pieces/remove`,
      { cookie: staff.cookie, body: { sns: [snB], version: edit.body.data.version } },
    );
    expect(removed.status).toBe(200);
    expect(removed.body.data.pieces.map((p) => p.sn)).toEqual([snA]);
    const bSkus = await shop.db
      .selectFrom('sku')
      .select('price')
      .where('goods_id', '=', b.goodsId)
      .execute();
    expect(new Set(bSkus.map((s) => s.price))).toEqual(new Set([999_50]));

    const rows = await audit(shop, promotion.id);
    expect(rows.map((row) => [row.action, row.actor])).toEqual([
      ['promotion.create', String(staff.id)],
      ['promotion.pieces_add', String(staff.id)],
      ['promotion.edit', String(staff.id)],
      ['promotion.pieces_remove', String(staff.id)],
    ]);
    expect(JSON.parse(rows[2]?.before ?? '')).toMatchObject({ discount_percent: 25 });
    expect(JSON.parse(rows[2]?.after ?? '')).toMatchObject({
      discount_percent: 40,
      name_en: 'Deep winter',
    });
  });

  test('refuses unknown style numbers and pieces of another running promotion, naming them, changing nothing', async ({
    shop,
    checkout,
  }) => {
    const staff = await signedInStaff(shop, 'owner');
    const free = await checkout.goods();
    const held = await checkout.goods({ price: 700_00, original: 1000_00 });
    const other = await checkout.promote([held.goodsId]);
    const otherSlug = (
      await shop.db
        .selectFrom('promotion')
        .select('slug')
        .where('id', '=', other)
        .executeTakeFirstOrThrow()
    ).slug;
    const promotion = await created(shop, staff.cookie);
    const [snFree, snHeld] = [await snOf(shop, free.goodsId), await snOf(shop, held.goodsId)];
    const send = (lang: 'cn' | 'en') =>
      admin(shop.app, 'POST', `/marketing/promotions/${promotion.id}/pieces`, {
        cookie: staff.cookie,
        body: { sns: [snFree, 'NO-SUCH-SN', snHeld], version: promotion.version },
        lang,
      });
    const en = await send('en');
    expect([en.status, en.body.msg]).toEqual([
      400,
      `No piece has these style numbers: NO-SUCH-SN. These pieces are in another promotion that has not ended: ${snHeld} (${otherSlug}). Nothing was changed`,
    ]);
    expect((await send('cn')).body.msg).toBe(
      `没有这些款号的商品：NO-SUCH-SN。这些商品已在另一个未结束的促销活动中：${snHeld} (${otherSlug})。未做任何更改`,
    );
    const pieces = await shop.db
      .selectFrom('goods')
      .select(['id', 'promotion_id'])
      .where('id', 'in', [free.goodsId, held.goodsId])
      .orderBy('id')
      .execute();
    expect(new Map(pieces.map((p) => [p.id, p.promotion_id]))).toEqual(
      new Map([
        [free.goodsId, null],
        [held.goodsId, other],
      ]),
    );
    expect((await audit(shop, promotion.id)).map((row) => row.action)).toEqual([
      'promotion.create',
    ]);
    // Bad input: a taken code, a discount of 100, an end before the start.
    const slugTaken = await admin(shop.app, 'POST', '/marketing/promotions', {
      cookie: staff.cookie,
      body: newPromotion({ slug: promotion.slug }),
    });
    expect([slugTaken.status, slugTaken.body.msg]).toEqual([
      409,
      `The code "${promotion.slug}" is already another promotion’s`,
    ]);
    const percent = await admin(shop.app, 'POST', '/marketing/promotions', {
      cookie: staff.cookie,
      body: newPromotion({ discount_percent: 100 }),
    });
    expect(percent.status).toBe(400);
    const backwards = await admin(shop.app, 'POST', '/marketing/promotions', {
      cookie: staff.cookie,
      body: newPromotion({ starts_at: 2_000_000, ends_at: 1_000_000 }),
    });
    expect([backwards.status, backwards.body.msg]).toEqual([
      400,
      'The promotion must end after it starts',
    ]);
  });

  test('a stale save is refused; two staff adding the same piece to two promotions: one wins', async ({
    shop,
    checkout,
  }) => {
    const [owner, manager] = await Promise.all([
      signedInStaff(shop, 'owner'),
      signedInStaff(shop, 'manager'),
    ]);
    const one = await created(shop, owner.cookie);
    const two = await created(shop, owner.cookie);
    const piece = await checkout.goods();
    const sn = await snOf(shop, piece.goodsId);
    const add = (cookie: string, promotion: ConsolePromotion) =>
      admin(shop.app, 'POST', `/marketing/promotions/${promotion.id}/pieces`, {
        cookie,
        body: { sns: [sn], version: promotion.version },
        lang: 'en',
      });
    const replies = await Promise.all([add(owner.cookie, one), add(manager.cookie, two)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(replies.find((r) => r.status === 400)?.body.msg).toContain(sn);
    const winner = replies[0]?.status === 200 ? one : two;
    const goods = await shop.db
      .selectFrom('goods')
      .select('promotion_id')
      .where('id', '=', piece.goodsId)
      .executeTakeFirstOrThrow();
    expect(goods.promotion_id).toBe(winner.id);

    // The same promotion saved twice from the same version: one wins, the other is told.
    const edits = await Promise.all(
      [owner, manager].map((staff, i) =>
        admin(shop.app, 'POST', `/marketing/promotions/${one.id}`, {
          cookie: staff.cookie,
          body: { ...newPromotion(), slug: undefined, name_en: `Edit ${i}`, version: 5 },
          lang: 'cn',
        }),
      ),
    );
    // Version 5 was never read: both refused.
    expect(edits.map((r) => r.status)).toEqual([409, 409]);
    const fresh = (
      await admin<PromotionWithPieces>(shop.app, 'GET', `/marketing/promotions/${one.id}/pieces`, {
        cookie: owner.cookie,
      })
    ).body.data.promotion;
    const both = await Promise.all(
      [owner, manager].map((staff, i) =>
        admin(shop.app, 'POST', `/marketing/promotions/${one.id}`, {
          cookie: staff.cookie,
          body: {
            ...newPromotion(),
            slug: undefined,
            name_en: `Edit ${i}`,
            version: fresh.version,
          },
          lang: 'cn',
        }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)?.body.msg).toBe(
      '该促销活动刚被他人修改，请刷新后再试',
    );
  });

  test('ends a running promotion early, and deletes only one that has not started', async ({
    shop,
    checkout,
  }) => {
    const staff = await signedInStaff(shop, 'manager');
    const running = await created(shop, staff.cookie);
    const piece = await checkout.goods({ original: 800_00 });
    const sn = await snOf(shop, piece.goodsId);
    const added = await admin<PromotionWithPieces>(
      shop.app,
      'POST',
      `/marketing/promotions/${running.id}/pieces`,
      { cookie: staff.cookie, body: { sns: [sn], version: running.version } },
    );
    const seen = added.body.data.promotion;
    const refusedDelete = await admin(
      shop.app,
      'POST',
      `/marketing/promotions/${running.id}/delete`,
      {
        cookie: staff.cookie,
        body: { version: seen.version },
        lang: 'en',
      },
    );
    expect([refusedDelete.status, refusedDelete.body.msg]).toEqual([
      400,
      'This promotion has started: it cannot be deleted, but it can be ended',
    ]);
    const ended = await admin<ConsolePromotion>(
      shop.app,
      'POST',
      `/marketing/promotions/${running.id}/end`,
      {
        cookie: staff.cookie,
        body: { version: seen.version },
      },
    );
    expect(ended.status).toBe(200);
    expect(ended.body.data.ends_at).toBeLessThanOrEqual(Date.now());
    const detail = await callAs<GoodsDetail>(shop.app, null, 'api/goods/detail', {
      query: { id: piece.goodsId },
      lang: 'cn',
    });
    expect([detail.data.promotion, detail.data.price]).toEqual([null, 800_00]);
    const again = await admin(shop.app, 'POST', `/marketing/promotions/${running.id}/end`, {
      cookie: staff.cookie,
      body: { version: ended.body.data.version },
    });
    expect(again.status).toBe(400);

    // Ended: its piece may join another promotion.
    const later = await created(shop, staff.cookie, { starts_at: Date.now() + DAY });
    const moved = await admin(shop.app, 'POST', `/marketing/promotions/${later.id}/pieces`, {
      cookie: staff.cookie,
      body: { sns: [sn], version: later.version },
    });
    expect(moved.status).toBe(200);
    const deleted = await admin(shop.app, 'POST', `/marketing/promotions/${later.id}/delete`, {
      cookie: staff.cookie,
      body: { version: later.version + 1 },
    });
    expect(deleted.status).toBe(200);
    const after = await shop.db
      .selectFrom('goods')
      .select(['promotion_id', 'price', 'original_price'])
      .where('id', '=', piece.goodsId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ promotion_id: null, price: 800_00, original_price: 800_00 });
    expect(
      await shop.db.selectFrom('promotion').select('id').where('id', '=', later.id).execute(),
    ).toEqual([]);
    const rows = await audit(shop, later.id);
    expect(rows.map((row) => row.action)).toEqual([
      'promotion.create',
      'promotion.pieces_add',
      'promotion.delete',
    ]);
    expect(JSON.parse(rows[2]?.before ?? '')).toMatchObject({ slug: later.slug, pieces: [sn] });
  });

  test('the prices file and the console agree: the file may not undo a promotion’s price', async ({
    shop,
    checkout,
  }) => {
    const staff = await signedInStaff(shop, 'owner');
    const piece = await checkout.goods({ original: 1290_00 });
    const sku = await shop.db
      .selectFrom('sku')
      .select('code')
      .where('id', '=', piece.sku)
      .executeTakeFirstOrThrow();
    const promotion = await created(shop, staff.cookie);
    await admin(shop.app, 'POST', `/marketing/promotions/${promotion.id}/pieces`, {
      cookie: staff.cookie,
      body: { sns: [await snOf(shop, piece.goodsId)], version: promotion.version },
    });
    // A plain price list, as the merchandisers had it before the promotion: refused, naming the
    // price the promotion gives, in the dry run already.
    const plain = await sendFile(shop, staff, csvFile('prices', [`${sku.code},1290,1290`]));
    expect(plain.body.data.problems.map((p) => p.message)).toEqual([
      `is not the price of the promotion "${promotion.slug}": 25% off 1290.00 is 968.00`,
    ]);
    const cn = await sendFile(shop, staff, csvFile('prices', [`${sku.code},1290,1290`]), 'cn');
    expect(cn.body.data.problems[0]?.message).toBe(
      `不是促销活动“${promotion.slug}”的价格：原价 1290.00 减 25% 为 968.00`,
    );
    // The promotion's own price agrees: nothing to change.
    const same = await sendFile(shop, staff, csvFile('prices', [`${sku.code},968,1290`]));
    expect(same.body.data).toMatchObject({ problems: [], changed: 0, unchanged: 1 });
    // A new original price with its promotional price: the dry run shows it, then it applies.
    const body = csvFile('prices', [`${sku.code},1500,2000`]);
    const dry = await sendFile(shop, staff, body);
    expect(dry.body.data.differences).toEqual([
      {
        sku: sku.code,
        before: { price: 968_00, original_price: 1290_00 },
        after: { price: 1500_00, original_price: 2000_00 },
      },
    ]);
    expect((await checkThenApply(shop, staff, body)).body.data.applied).toBe(true);
    const row = await shop.db
      .selectFrom('sku')
      .select(['price', 'original_price'])
      .where('id', '=', piece.sku)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ price: 1500_00, original_price: 2000_00 });
  });

  test('a feed prices a piece under a console’s promotion by its discount, or is refused', async ({
    shop,
  }) => {
    const staff = await signedInStaff(shop, 'owner');
    const promotion = await created(shop, staff.cookie, { discount_percent: 30 });
    const sn = `PROMO-FEED-${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
    const wrong = await oneNewPiece(shop, sn, {
      price: '2000',
      original_price: '2800',
      promotion: promotion.slug,
    });
    const refused = await sendFeed(shop, staff, { files: wrong });
    expect(refused.body.data.problems.map((p) => [p.line, p.column, p.message])).toEqual([
      [
        2,
        'price',
        `is not the price of the promotion "${promotion.slug}": 30% off 2800.00 is 1960.00`,
      ],
    ]);
    const right = await oneNewPiece(shop, sn, {
      price: '1960',
      original_price: '2800',
      promotion: promotion.slug,
    });
    const dry = await sendFeed(shop, staff, { files: right });
    expect(dry.body.data.problems).toEqual([]);
    expect(dry.body.data.summary?.pieces.new).toBe(1);
  });

  test('a feed that changes a promotion’s discount reprices all its pieces, and an editor opened before must reload', async ({
    shop,
    checkout,
  }) => {
    const staff = await signedInStaff(shop, 'owner');
    const piece = await checkout.goods({ original: 1000_00 });
    const promotion = await created(shop, staff.cookie, { discount_percent: 25 });
    const added = await admin<PromotionWithPieces>(
      shop.app,
      'POST',
      `/marketing/promotions/${promotion.id}/pieces`,
      {
        cookie: staff.cookie,
        body: { sns: [await snOf(shop, piece.goodsId)], version: promotion.version },
      },
    );
    const seen = added.body.data.promotion;
    expect(added.body.data.pieces[0]?.price).toBe(750_00);
    const sn = `PROMO-FEED-${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
    const promotions = [
      'slug,discount_percent,starts_at,ends_at,name_cn,name_en,tag_cn,tag_en',
      `${promotion.slug},40,,,深冬特惠,Deep winter,6折,-40%`,
    ].join('\n');
    const files = [
      ...(await oneNewPiece(shop, sn)),
      { path: 'feed/promotions.csv', content_base64: Buffer.from(promotions).toString('base64') },
    ];
    const dry = await sendFeed(shop, staff, { files });
    expect(dry.body.data.problems).toEqual([]);
    const applied = await sendFeed(shop, staff, {
      files,
      apply: true,
      checked: dry.body.data.checked,
    });
    expect(applied.body.data.applied).toBe(true);
    const after = await admin<PromotionWithPieces>(
      shop.app,
      'GET',
      `/marketing/promotions/${promotion.id}/pieces`,
      { cookie: staff.cookie },
    );
    expect(after.body.data.promotion).toMatchObject({
      discount_percent: 40,
      name_en: 'Deep winter',
    });
    expect(after.body.data.pieces[0]?.price).toBe(600_00);
    const stale = await admin(shop.app, 'POST', `/marketing/promotions/${promotion.id}`, {
      cookie: staff.cookie,
      body: { ...newPromotion(), slug: undefined, version: seen.version },
    });
    expect(stale.status).toBe(409);
  });

  test.for(ROLES)(
    'lets %s change promotions only with the right',
    async (role, { shop, checkout }) => {
      const owner = await signedInStaff(shop, 'owner');
      const promotion = await created(shop, owner.cookie, { starts_at: Date.now() + DAY });
      const sn = await snOf(shop, (await checkout.goods()).goodsId);
      const staff = await signedInStaff(shop, role);
      const allowed = can(role, 'marketing.write');
      const base = `/marketing/promotions/${promotion.id}`;
      const calls = [
        { method: 'POST', path: '/marketing/promotions', body: newPromotion() },
        {
          method: 'POST',
          path: base,
          body: { ...newPromotion({ starts_at: Date.now() + DAY }), slug: undefined, version: 0 },
        },
        { method: 'GET', path: `${base}/pieces` },
        { method: 'POST', path: `${base}/pieces`, body: { sns: [sn], version: 1 } },
        { method: 'POST', path: `${base}/pieces/remove`, body: { sns: [sn], version: 2 } },
        { method: 'POST', path: `${base}/delete`, body: { version: 3 } },
      ] as const;
      for (const call of calls) {
        const reply = await admin(shop.app, call.method, call.path, {
          cookie: staff.cookie,
          body: 'body' in call ? call.body : undefined,
        });
        const what = `${role} ${call.method} ${call.path}`;
        if (allowed) {
          expect(reply.status, what).toBe(200);
        } else {
          expect(reply.status, what).toBe(403);
          expect(reply.body.code, what).toBe('staffForbidden');
        }
      }
      const end = await admin(shop.app, 'POST', '/marketing/promotions/999999/end', {
        cookie: staff.cookie,
        body: { version: 0 },
      });
      expect(end.status).toBe(allowed ? 404 : 403);
      const actions = (await audit(shop, promotion.id)).map((row) => row.action);
      expect(actions).toEqual(
        allowed
          ? [
              'promotion.create',
              'promotion.edit',
              'promotion.pieces_add',
              'promotion.pieces_remove',
              'promotion.delete',
            ]
          : ['promotion.create'],
      );
    },
  );
});
