import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, describe, expect } from 'vitest';
import { test } from './test/fixtures';
import {
  BOOT_HERO_ELEMENT_ID,
  OPENING_HOME_ELEMENT_ID,
  type OpeningFrame,
  type OpeningHome,
} from '../contract/opening-home';
import {
  GALLERY_ITEM_SIZES,
  GALLERY_LEAD_SIZES,
  LIST_CARD_SIZES,
  LIST_EAGER_CARDS,
} from '../contract/gallery';
import { goodsList } from '../contract/catalogue';
import { goodsDetail } from './modules/catalogue/goods-detail';
import { listGoods } from './modules/catalogue/goods-list';
import { homeTemplates, menus, setMaintenance } from './modules/content';
import { openingHero } from './opening-pages';
import { SHELL, fakeAppBuild, frameDataOf, withoutFrameData } from './test/app-build';
import type { TestShop } from './test/harness';

// The home page's shell names its first hero picture, so that the browser fetches it while the
// app's code is still on its way, and carries the templates in the shopper's language; the other
// pages' shell is the plain one.

function openingHome(html: string): OpeningHome | null {
  const element = new RegExp(
    `<script id="${OPENING_HOME_ELEMENT_ID}" type="application/json">(.*?)</script>`,
  ).exec(html);
  return element?.[1] ? (JSON.parse(element[1]) as OpeningHome) : null;
}

const openingFrame = (html: string) => frameDataOf(html) as OpeningFrame | null;

function bootHero(html: string): string | null {
  return new RegExp(`<div id="${BOOT_HERO_ELEMENT_ID}"[^>]*>.*?</div>`).exec(html)?.[0] ?? null;
}

function preloads(html: string): { href: string; srcset: string; media: string }[] {
  return [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([tag]) => ({
    href: /href="([^"]*)"/.exec(tag)?.[1] ?? '',
    srcset: /imagesrcset="([^"]*)"/.exec(tag)?.[1] ?? '',
    media: /media="([^"]*)"/.exec(tag)?.[1] ?? '',
  }));
}

const sizesOf = (html: string) => [...html.matchAll(/imagesizes="([^"]*)"/g)].map((m) => m[1]);

describe('the app shell', () => {
  const build = fakeAppBuild({ 'assets/app-5f1c2b.js': 'export {};' });
  test.override({ shopEnv: { DIST_DIR: build.distDir } });
  afterAll(() => build.remove());

  /** Each page is the shell as built with the frame's data: no preload, templates or picture. */
  async function expectPlainShell(shop: TestShop, urls: string[]) {
    for (const url of urls) {
      const response = await shop.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(withoutFrameData(response.body), url).toBe(SHELL);
    }
  }

  test('serves the worker script to be checked every time, and hashed files to be kept a year', async ({
    shop,
  }) => {
    const worker = await shop.app.inject({ method: 'GET', url: '/service-worker.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const chunk = await shop.app.inject({ method: 'GET', url: '/assets/app-5f1c2b.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('serves the files of a build deployed while it runs, and not those the deploy removed', async ({
    shop,
  }) => {
    const next = path.join(build.distDir, 'assets', 'app-9e0d7a.js');
    fs.writeFileSync(next, 'export const next = 1;');
    try {
      const added = await shop.app.inject({ method: 'GET', url: '/assets/app-9e0d7a.js' });
      expect(added.statusCode).toBe(200);
      expect(added.body).toBe('export const next = 1;');
    } finally {
      fs.rmSync(next);
    }
    const removed = await shop.app.inject({ method: 'GET', url: '/assets/app-9e0d7a.js' });
    expect(removed.statusCode).toBe(404);
  });

  test('announces the first banner’s phone and wide pictures on the home page', async ({
    shop,
  }) => {
    const hero = openingHero((await homeTemplates(shop.db, 'cn')).list);
    expect(hero).not.toBeNull();
    const response = await shop.app.inject({ method: 'GET', url: '/?from=share' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(preloads(response.body)).toEqual([
      { href: hero?.narrow.src, srcset: hero?.narrow.srcset, media: '(max-width: 769px)' },
      { href: hero?.wide.src, srcset: hero?.wide.srcset, media: '(min-width: 770px)' },
    ]);
    expect(response.body.indexOf('rel="preload"')).toBeLessThan(response.body.indexOf('</head>'));
    // The document draws that picture itself where the app's hero will be.
    const boot = bootHero(response.body);
    expect(boot).toContain(`srcset="${hero?.narrow.srcset}"`);
    expect(boot).toContain(`<source media="(min-width: 770px)" srcset="${hero?.wide.srcset}"`);
    expect(response.body.indexOf(`id="${BOOT_HERO_ELEMENT_ID}"`)).toBeGreaterThan(
      response.body.indexOf('<body>'),
    );
    // Each announced picture is one the shop serves.
    for (const { href } of preloads(response.body)) {
      expect((await shop.app.inject({ method: 'GET', url: href })).statusCode, href).toBe(200);
    }
  });

  test('carries the home templates in the language the page is asked in', async ({ shop }) => {
    const chinese = await shop.app.inject({ method: 'GET', url: '/' });
    expect(openingHome(chinese.body)).toEqual({
      lang: 'cn',
      reply: await homeTemplates(shop.db, 'cn'),
    });
    const english = await shop.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'lang=EN' },
    });
    expect(openingHome(english.body)).toEqual({
      lang: 'en',
      reply: await homeTemplates(shop.db, 'en'),
    });
    expect(english.headers.vary).toContain('Cookie');
  });

  test('goes out compressed to a browser that accepts it', async ({ shop }) => {
    const plain = await shop.app.inject({ method: 'GET', url: '/' });
    const brotli = await shop.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await shop.app.inject({
      method: 'GET',
      url: '/cart',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(withoutFrameData(gunzipSync(gzip.rawPayload).toString())).toBe(SHELL);
  });

  test('gives a page without public calls of its own only the frame’s data', async ({ shop }) => {
    await expectPlainShell(shop, ['/cart', '/mobile/login', '/personal']);
  });

  test('keeps the shell the worker stores as built, with no data that could go stale', async ({
    shop,
  }) => {
    const response = await shop.app.inject({ method: 'GET', url: '/index.html' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SHELL);
  });

  test('carries the menus in the page’s language and whether the shop is closed', async ({
    shop,
  }) => {
    for (const [lang, headers] of [
      ['cn', {}],
      ['en', { cookie: 'lang=EN' }],
    ] as const) {
      const response = await shop.app.inject({ method: 'GET', url: '/cart', headers });
      expect(openingFrame(response.body), lang).toEqual({
        lang,
        menus: await menus(shop.db, lang),
        maintenance: false,
      });
    }
    await setMaintenance(shop.db, true);
    const closed = await shop.app.inject({ method: 'GET', url: '/otherPages/boutique' });
    expect(openingFrame(closed.body)?.maintenance).toBe(true);
    // A page that does not exist is drawn in the frame too.
    const missing = await shop.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(openingFrame(missing.body)?.maintenance).toBe(true);
  });

  test('announces a product page’s first picture at the width its screen shows it', async ({
    shop,
  }) => {
    const goods = await shop.db.selectFrom('goods').select('id').orderBy('id').execute();
    for (const { id } of goods.slice(0, 3)) {
      const detail = await goodsDetail(shop.db, 'cn', id);
      // The detail shows a colour's pictures without the list's cover, the first of the group.
      const group = detail.color_list[0]?.pic_url_group ?? [];
      expect(group.length).toBeGreaterThan(1);
      const pictures = group.slice(1);
      const first = pictures[0];
      expect(first).toBeDefined();
      for (const path of [
        '/productList/detail',
        '/mobile/productList/detail',
        '/pc/productList/detail',
      ]) {
        const response = await shop.app.inject({ method: 'GET', url: `${path}?id=${id}` });
        expect(response.statusCode).toBe(200);
        expect(preloads(response.body)).toEqual([
          { href: first?.src, srcset: first?.srcset, media: '(max-width: 769px)' },
          { href: first?.src, srcset: first?.srcset, media: '(min-width: 770px)' },
        ]);
        const wide = pictures.length % 2 === 1 ? GALLERY_LEAD_SIZES : GALLERY_ITEM_SIZES;
        expect(sizesOf(response.body)).toEqual(['100vw', wide]);
        // A phone sees the picture where its carousel will be before the app has drawn it.
        const boot = bootHero(response.body);
        expect(boot).toContain('class="boot-hero boot-goods"');
        expect(boot).toContain(`src="${first?.src}"`);
        expect(boot).toContain(`width="${first?.width}" height="${first?.height}"`);
      }
    }
    await expectPlainShell(shop, [
      '/productList/detail?id=999999',
      '/pc/productList/detail?id=abc',
      '/productList/detail',
    ]);
  });

  test('announces a list’s first cards’ pictures at the widths its grid shows them', async ({
    shop,
  }) => {
    const reply = await listGoods(
      shop.db,
      'cn',
      goodsList.input.parse({ category_id: 1, page_size: 24 }),
    );
    const covers = reply.list.map((goods) => goods.color_list[0]?.pic_url_group[0]?.src);
    const narrow = covers.slice(0, LIST_EAGER_CARDS.narrow);
    const wide = covers.slice(0, LIST_EAGER_CARDS.wide);
    const expected: Record<string, { href?: string; media: string; sizes: string }[]> = {
      '/productList': [
        ...narrow.map((href) => ({ href, media: '(max-width: 769px)', sizes: '50vw' })),
        ...wide.map((href) => ({ href, media: '(min-width: 770px)', sizes: LIST_CARD_SIZES.wide })),
      ],
      '/mobile/productList': narrow.map((href) => ({ href, media: 'all', sizes: '50vw' })),
      '/pc/productList': wide.map((href) => ({ href, media: 'all', sizes: LIST_CARD_SIZES.wide })),
    };
    for (const [path, links] of Object.entries(expected)) {
      const response = await shop.app.inject({ method: 'GET', url: `${path}?category_id=1` });
      expect(response.statusCode).toBe(200);
      const sizes = sizesOf(response.body);
      expect(
        preloads(response.body).map(({ href, media }, i) => ({ href, media, sizes: sizes[i] })),
        path,
      ).toEqual(links);
      // A phone sees the first cards' pictures where its grid will show them.
      const boot = bootHero(response.body);
      const drawn = [...(boot ?? '').matchAll(/<img src="([^"]*)"/g)].map((m) => m[1]);
      expect(drawn, path).toEqual(path.startsWith('/pc/') ? [] : narrow);
      if (boot) expect(boot).toContain('class="boot-hero boot-list boot-cards"');
    }
    // Filters, a sort, a page or a category that is not a number: the app finds the cards.
    await expectPlainShell(shop, [
      '/productList?category_id=1&sort=new',
      '/productList?category_id=1&page=2',
      '/productList?category_id=abc',
    ]);
  });

  test('announces a search’s first results’ pictures, as the results page asks for them', async ({
    shop,
  }) => {
    const keyword = '大衣';
    const reply = await listGoods(
      shop.db,
      'cn',
      goodsList.input.parse({ keyword, page_size: LIST_EAGER_CARDS.wide }),
    );
    const covers = reply.list.map((goods) => goods.color_list[0]?.pic_url_group[0]?.src);
    expect(covers.length).toBeGreaterThan(0);
    const url = `/mobile/productList/resultsList?keyword=${encodeURIComponent(keyword)}`;
    const response = await shop.app.inject({ method: 'GET', url });
    expect(preloads(response.body).map(({ href }) => href)).toEqual(
      covers.slice(0, LIST_EAGER_CARDS.narrow),
    );
    // Drawn with the search's heading, which the results start under (server/opening-text.ts).
    const drawn = [...response.body.matchAll(/<img src="([^"]*)"/g)].map((m) => m[1]);
    expect(drawn).toEqual(covers.slice(0, LIST_EAGER_CARDS.narrow));
    // A sort, a filter or no keyword at all: the app finds the results.
    await expectPlainShell(shop, [
      `/productList/resultsList?keyword=${encodeURIComponent(keyword)}&sort=new`,
      '/productList/resultsList?keyword=',
      '/productList/resultsList',
    ]);
  });

  test('keeps text that looks like markup inside the templates element', async ({ shop }) => {
    await shop.db
      .updateTable('home_template_text')
      .set({ content: sql<string>`replace(content, '":"', '":"</script><b>')` })
      .execute();
    const response = await shop.app.inject({ method: 'GET', url: '/' });
    expect(withoutFrameData(response.body).match(/<\/script>/g)).toHaveLength(1);
    const home = openingHome(response.body);
    expect(JSON.stringify(home)).toContain('</script><b>');
    expect(home?.reply).toEqual(await homeTemplates(shop.db, 'cn'));
  });

  test('opens without a preload when the page starts with something other than a banner', async ({
    shop,
  }) => {
    await shop.db
      .updateTable('home_template')
      .set({ enabled: 0 })
      .where('type', '=', 'banner')
      .execute();
    const response = await shop.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(preloads(response.body)).toEqual([]);
    expect(bootHero(response.body)).toBeNull();
    expect(openingHome(response.body)?.reply.list[0]?.type).not.toBe('banner');
  });
});
