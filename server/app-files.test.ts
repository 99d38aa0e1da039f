import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openingHeroPictures } from './modules/content/home';
import { createTestShop, type TestShop } from './test/harness';

// The home page's shell names its first hero picture, so that the browser fetches it while the
// app's code is still on its way; the other pages' shell is the plain one.

const SHELL = '<!doctype html><html><head><title>MAISON</title></head><body></body></html>';

function preloads(html: string): { href: string; srcset: string; media: string }[] {
  return [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([tag]) => ({
    href: /href="([^"]*)"/.exec(tag)?.[1] ?? '',
    srcset: /imagesrcset="([^"]*)"/.exec(tag)?.[1] ?? '',
    media: /media="([^"]*)"/.exec(tag)?.[1] ?? '',
  }));
}

describe('the app shell', () => {
  let shop: TestShop;
  let distDir: string;
  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), SHELL);
    shop = await createTestShop('sqlite', { DIST_DIR: distDir });
  });
  afterAll(async () => {
    await shop?.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('announces the first banner’s phone and wide pictures on the home page', async () => {
    const hero = await openingHeroPictures(shop.db);
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
    // Each announced picture is one the shop serves.
    for (const { href } of preloads(response.body)) {
      expect((await shop.app.inject({ method: 'GET', url: href })).statusCode, href).toBe(200);
    }
  });

  it('gives every other page, and the cached shell itself, no preload', async () => {
    for (const url of ['/productList', '/index.html']) {
      const response = await shop.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(SHELL);
    }
  });

  it('opens without a preload when the page starts with something other than a banner', async () => {
    await shop.db
      .updateTable('home_template')
      .set({ enabled: 0 })
      .where('type', '=', 'banner')
      .execute();
    const response = await shop.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SHELL);
  });
});
