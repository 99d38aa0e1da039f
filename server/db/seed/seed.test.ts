import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsList } from '../../../contract/catalogue';
import type { Lang } from '../../lib/lang';
import { listGoods } from '../../modules/catalogue/goods-list';
import { openMemoryDatabase, type DbHandle } from '../database';
import { migrateToLatest } from '../migrate';
import { storedPaths } from '../../media/masters';
import { allScenes } from './data/scenes';
import { isSeeded, seedDemo } from './index';
import { importDemoCatalogue } from './feed/import';
import { storeScenes } from './pictures';
import { planCatalogue } from './plan';

let handle: DbHandle;

beforeAll(async () => {
  handle = openMemoryDatabase();
  await migrateToLatest(handle.db);
  expect(await isSeeded(handle.db)).toBe(false);
  const result = await seedDemo(handle.db);
  expect(result.goods).toBeGreaterThanOrEqual(160);
});

afterAll(async () => {
  await handle.close();
});

const db = () => handle.db;

/** The SVG master stored for a picture path, or null. */
async function master(picture: string): Promise<string | null> {
  const row = await db()
    .selectFrom('media_master')
    .select(['content_type', 'bytes'])
    .where('path', '=', picture)
    .executeTakeFirst();
  if (!row) return null;
  expect(row.content_type).toBe('image/svg+xml');
  return row.bytes.toString('utf8');
}

async function goodsWithDepartment() {
  return db()
    .selectFrom('goods')
    .innerJoin('category as leaf', 'leaf.id', 'goods.category_id')
    .innerJoin('category as department', 'department.id', 'leaf.parent_id')
    .select([
      'goods.id',
      'goods.size_kind',
      'goods.price',
      'goods.original_price',
      'goods.promotion_id',
      'goods.is_new',
      'department.slug as department',
    ])
    .execute();
}

describe('seeded catalogue', () => {
  it('is seeded, with at least 160 goods spread over every department', async () => {
    expect(await isSeeded(db())).toBe(true);
    const goods = await goodsWithDepartment();
    expect(goods.length).toBeGreaterThanOrEqual(160);
    const per = (slug: string) => goods.filter((g) => g.department === slug).length;
    expect(per('women') + per('men')).toBeGreaterThanOrEqual(50);
    for (const slug of ['bags', 'accessories', 'shoes'])
      expect(per(slug)).toBeGreaterThanOrEqual(25);
  });

  it('has every goods text in Chinese and English', async () => {
    const goods = await db().selectFrom('goods').select('id').execute();
    const texts = await db().selectFrom('goods_text').selectAll().execute();
    for (const { id } of goods) {
      for (const lang of ['cn', 'en']) {
        const text = texts.find((t) => t.goods_id === id && t.lang === lang);
        expect(text, `goods ${id} ${lang}`).toBeDefined();
        for (const field of ['name', 'description', 'material', 'care'] as const) {
          expect(text?.[field].length, `${field} of goods ${id}`).toBeGreaterThan(1);
        }
      }
    }
    const indexed = await db().selectFrom('goods_search').select('goods_id').execute();
    expect(indexed.map((row) => row.goods_id).sort((a, b) => a - b)).toEqual(
      goods.map((g) => g.id).sort((a, b) => a - b),
    );
    expect(new Set(texts.filter((t) => t.lang === 'en').map((t) => t.name)).size).toBe(
      goods.length,
    );
  });

  it('gives each goods 2 to 4 colours with 3 to 5 pictures each, all drawn', async () => {
    const colors = await db().selectFrom('goods_color').selectAll().execute();
    const pictures = await db()
      .selectFrom('picture')
      .selectAll()
      .where('owner', '=', 'goods_color')
      .execute();
    const perGoods = new Map<number, number>();
    for (const c of colors) perGoods.set(c.goods_id, (perGoods.get(c.goods_id) ?? 0) + 1);
    for (const count of perGoods.values()) expect([2, 3, 4]).toContain(count);
    for (const c of colors) {
      const group = pictures.filter((p) => p.owner_id === c.id).sort((a, b) => a.sort - b.sort);
      expect(group.length).toBeGreaterThanOrEqual(3);
      expect(group.length).toBeLessThanOrEqual(5);
      expect(group.map((p) => p.sort)).toEqual(group.map((_, i) => i));
    }
    const stored = await storedPaths(
      db(),
      pictures.map((p) => p.path),
    );
    for (const p of pictures) {
      expect(p.path).toMatch(/^catalogue\/[0-9a-f]{32}$/);
      expect([p.width, p.height]).toEqual([1200, 1500]);
      expect(stored.has(p.path), p.path).toBe(true);
    }
    const sample = (await master(pictures[0]?.path ?? '')) ?? '';
    expect(sample).toMatch(/^<svg [^>]*viewBox="0 0 1200 1500"/);
    expect(sample).not.toContain('<text');
  });

  it('has one SKU per colour and size, with sizes that fit the kind', async () => {
    const goods = await db().selectFrom('goods').select(['id', 'size_kind']).execute();
    const skus = await db().selectFrom('sku').selectAll().execute();
    const colors = await db().selectFrom('goods_color').select(['id', 'goods_id']).execute();
    for (const g of goods) {
      const own = skus.filter((s) => s.goods_id === g.id);
      const sizes = [...new Set(own.map((s) => s.size))];
      const colorCount = colors.filter((c) => c.goods_id === g.id).length;
      expect(own.length).toBe(sizes.length * colorCount);
      if (g.size_kind === 'clothing') expect(sizes).toEqual(['XS', 'S', 'M', 'L', 'XL']);
      else if (g.size_kind === 'one') expect(sizes).toEqual(['ONE']);
      else
        for (const size of sizes) expect(Number(size) >= 35 && Number(size) <= 45, size).toBe(true);
    }
  });

  it('has sold-out sizes, colours and whole goods', async () => {
    const skus = await db()
      .selectFrom('sku')
      .select(['goods_id', 'goods_color_id', 'stock'])
      .execute();
    expect(skus.some((s) => s.stock === 0)).toBe(true);
    expect(skus.every((s) => s.stock >= 0 && s.stock <= 25)).toBe(true);
    const soldOut = (rows: typeof skus) => rows.every((s) => s.stock === 0);
    const goodsIds = [...new Set(skus.map((s) => s.goods_id))];
    const fully = goodsIds.filter((id) => soldOut(skus.filter((s) => s.goods_id === id)));
    const oneColour = goodsIds.filter((id) => {
      const own = skus.filter((s) => s.goods_id === id);
      const colours = [...new Set(own.map((s) => s.goods_color_id))];
      return (
        !soldOut(own) && colours.some((c) => soldOut(own.filter((s) => s.goods_color_id === c)))
      );
    });
    expect(fully.length).toBeGreaterThanOrEqual(3);
    expect(oneColour.length).toBeGreaterThanOrEqual(5);
  });

  it('prices in whole yuan, discounted only by a discount promotion', async () => {
    const goods = await goodsWithDepartment();
    const promotions = await db().selectFrom('promotion').selectAll().execute();
    const skus = await db()
      .selectFrom('sku')
      .select(['goods_id', 'price', 'original_price'])
      .execute();
    for (const g of goods) {
      expect(g.price % 100).toBe(0);
      const discount = promotions.find((p) => p.id === g.promotion_id)?.discount_percent ?? 0;
      if (discount > 0) {
        expect(g.price).toBe(Math.round(((g.original_price / 100) * (100 - discount)) / 100) * 100);
      } else {
        expect(g.price).toBe(g.original_price);
      }
      if (g.department === 'bags' && g.original_price >= 2_000_000)
        expect(g.original_price).toBeLessThanOrEqual(5_800_000);
      if (g.department === 'shoes')
        expect(g.original_price >= 680_000 && g.original_price <= 1_250_000).toBe(true);
    }
    for (const s of skus) {
      const g = goods.find((x) => x.id === s.goods_id);
      expect([s.price, s.original_price]).toEqual([g?.price, g?.original_price]);
    }
    const promoted = goods.filter((g) => g.promotion_id !== null).length / goods.length;
    const fresh = goods.filter((g) => g.is_new === 1).length / goods.length;
    expect(promoted > 0.2 && promoted < 0.3, `promoted ${promoted}`).toBe(true);
    expect(fresh > 0.15 && fresh < 0.26, `new ${fresh}`).toBe(true);
    expect(goods.some((g) => g.original_price > g.price)).toBe(true);
  });

  it('matches most goods with 2 to 4 pieces from other departments', async () => {
    const goods = await goodsWithDepartment();
    const matches = await db().selectFrom('goods_collocation').selectAll().execute();
    const department = new Map(goods.map((g) => [g.id, g.department]));
    const clothing = (d?: string) => (d === 'women' || d === 'men' ? 'clothing' : d);
    let matched = 0;
    for (const g of goods) {
      const own = matches.filter((m) => m.goods_id === g.id);
      if (own.length === 0) continue;
      matched++;
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(4);
      for (const m of own)
        expect(clothing(department.get(m.match_goods_id))).not.toBe(clothing(g.department));
    }
    expect(matched / goods.length).toBeGreaterThan(0.8);
  });
});

describe('seeded site content', () => {
  it('has both languages for every text table', async () => {
    const pairs = [
      ['category', 'category_text', 'category_id'],
      ['series', 'series_text', 'series_id'],
      ['season', 'season_text', 'season_id'],
      ['color', 'color_text', 'color_id'],
      ['promotion', 'promotion_text', 'promotion_id'],
      ['menu', 'menu_text', 'menu_id'],
      ['home_template', 'home_template_text', 'home_template_id'],
      ['footer_group', 'footer_group_text', 'footer_group_id'],
      ['footer_link', 'footer_link_text', 'footer_link_id'],
      ['popup', 'popup_text', 'popup_id'],
      ['hot_search', 'hot_search_text', 'hot_search_id'],
    ] as const;
    for (const [owner, texts] of pairs) {
      const { n } = await sql<{ n: number }>`select count(*) as n from ${sql.table(owner)}`
        .execute(db())
        .then((r) => r.rows[0] ?? { n: 0 });
      for (const lang of ['cn', 'en']) {
        const row = await sql<{
          n: number;
        }>`select count(*) as n from ${sql.table(texts)} where lang = ${lang}`.execute(db());
        expect(Number(row.rows[0]?.n), `${texts} ${lang}`).toBe(Number(n));
      }
    }
    expect(
      await db().selectFrom('language').select(['code', 'name', 'sort']).orderBy('sort').execute(),
    ).toEqual([
      { code: 'cn', name: '中文', sort: 1 },
      { code: 'en', name: 'English', sort: 2 },
    ]);
  });

  it('inserts home templates out of display order, with well-formed JSON', async () => {
    const templates = await db().selectFrom('home_template').selectAll().orderBy('id').execute();
    const sorts = templates.map((t) => t.sort);
    expect(sorts).not.toEqual([...sorts].sort((a, b) => a - b));
    expect(new Set(templates.map((t) => t.type))).toEqual(
      new Set(['banner', 'rail', 'waterfall', 'story']),
    );
    const goodsIds = new Set(
      (await db().selectFrom('goods').select('id').execute()).map((g) => g.id),
    );
    const texts = await db().selectFrom('home_template_text').selectAll().execute();
    const stored = new Set(
      (await db().selectFrom('media_master').select('path').execute()).map((m) => m.path),
    );
    const exists = (p: { path: string }) => stored.has(p.path);
    for (const t of templates) {
      const config = JSON.parse(t.config);
      const content = JSON.parse(
        texts.find((x) => x.home_template_id === t.id && x.lang === 'en')?.content ?? '{}',
      );
      if (t.type === 'banner') {
        expect(config.items.length).toBeGreaterThanOrEqual(2);
        expect(content.items.length).toBe(config.items.length);
        for (const item of config.items) {
          expect([
            item.picture.width,
            item.picture.height,
            item.mobile_picture.width,
            item.mobile_picture.height,
          ]).toEqual([2400, 1000, 1080, 1440]);
          expect(exists(item.picture) && exists(item.mobile_picture)).toBe(true);
          expect(item.link).toMatch(/^\/productList\?/);
        }
      } else if (t.type === 'rail') {
        expect(config.goods_ids.length).toBeGreaterThanOrEqual(8);
        for (const id of config.goods_ids) expect(goodsIds.has(id)).toBe(true);
        expect(content.title.length).toBeGreaterThan(0);
      } else if (t.type === 'waterfall') {
        expect(config.items.length).toBeGreaterThanOrEqual(6);
        expect(content.items.length).toBe(config.items.length);
        expect(
          new Set(config.items.map((i: { picture: { height: number } }) => i.picture.height)).size,
        ).toBeGreaterThan(1);
        for (const item of config.items) expect(exists(item.picture)).toBe(true);
      } else {
        expect(exists(config.picture)).toBe(true);
        expect(content.button.length).toBeGreaterThan(0);
      }
    }
  });

  it('builds the menus from the category tree', async () => {
    const menus = await db().selectFrom('menu').selectAll().orderBy('sort').execute();
    const top = menus.filter((m) => m.parent_id === null);
    expect(top.map((m) => m.link)[0]).toBe('/productList?sort=new');
    expect(top).toHaveLength(7);
    const names = await db().selectFrom('menu_text').selectAll().where('lang', '=', 'en').execute();
    for (const parent of top.slice(1, 6)) {
      const children = menus.filter((m) => m.parent_id === parent.id);
      expect(children.length).toBeGreaterThanOrEqual(4);
      expect(names.find((n) => n.menu_id === children[0]?.id)?.name).toBe('View all');
      expect(children[0]?.link).toBe(parent.link);
    }
  });

  it('has footer links, settings, size charts, popups and hot searches that find goods', async () => {
    const links = await db().selectFrom('footer_link').select('url').execute();
    expect(links.map((l) => l.url)).toContain('/otherPages/privacyPolicy');
    const settings = await db().selectFrom('setting').selectAll().execute();
    expect(settings.find((s) => s.key === 'hotline')?.value).toBe('400 606 1961');
    const charts = await db().selectFrom('size_chart').selectAll().execute();
    expect(charts).toHaveLength(6);
    for (const c of charts) expect(JSON.parse(c.rows)[0].length).toBe(JSON.parse(c.headers).length);
    const popups = await db().selectFrom('popup').selectAll().where('enabled', '=', 1).execute();
    expect(popups.map((p) => p.keyword)).toEqual(expect.arrayContaining(['home', 'productList']));
    for (const p of popups) expect(await master(p.picture_path ?? '')).toMatch(/^<svg /);
    const words = await db().selectFrom('hot_search_text').selectAll().execute();
    expect(words).toHaveLength(16);
    for (const w of words) {
      const found = await listGoods(
        db(),
        w.lang as Lang,
        goodsList.input.parse({ keyword: w.word }),
      );
      expect(found.pagination.total_count, `${w.lang}: ${w.word}`).toBeGreaterThan(0);
      expect(found.partial_match, `${w.lang}: ${w.word}`).toBe(false);
    }
  });

  it('seeds the same catalogue and pictures every time', async () => {
    const other = openMemoryDatabase();
    try {
      await migrateToLatest(other.db);
      await seedDemo(other.db);
      const pick = (h: DbHandle) =>
        h.db
          .selectFrom('goods')
          .select(['sn', 'price', 'original_price', 'sales', 'created_at', 'promotion_id'])
          .orderBy('id')
          .execute();
      expect(await pick(other)).toEqual(await pick(handle));
      const masters = (h: DbHandle) =>
        h.db
          .selectFrom('media_master')
          .select(['path', 'content_type', 'content_hash', 'size'])
          .orderBy('path')
          .execute();
      const seeded = await masters(handle);
      expect(seeded.length).toBeGreaterThan(1700);
      expect(await masters(other)).toEqual(seeded);
    } finally {
      await other.close();
    }
  });

  it('changes nothing when the demo feed and scenes are imported and stored a second time', async () => {
    const snapshot = async () => ({
      masters: await db()
        .selectFrom('media_master')
        .select(['path', 'content_hash', 'stored_at'])
        .orderBy('path')
        .execute(),
      goods: await db().selectFrom('goods').selectAll().orderBy('id').execute(),
      texts: await db()
        .selectFrom('goods_text')
        .selectAll()
        .orderBy(['goods_id', 'lang'])
        .execute(),
      pictures: await db().selectFrom('picture').selectAll().orderBy('id').execute(),
      skus: await db().selectFrom('sku').selectAll().orderBy('id').execute(),
      matches: await db().selectFrom('goods_collocation').selectAll().execute(),
    });
    const before = await snapshot();
    const temporary = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-test-'));
    try {
      await db()
        .transaction()
        .execute((trx) => importDemoCatalogue(trx, planCatalogue(), temporary));
      expect(fs.readdirSync(temporary)).toEqual([]);
    } finally {
      fs.rmSync(temporary, { recursive: true, force: true });
    }
    await storeScenes(db(), allScenes());
    expect(await snapshot()).toEqual(before);
  });
});
