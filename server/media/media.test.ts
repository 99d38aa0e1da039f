import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureOf } from './picture';
import { MEDIA_WIDTHS, renderVariant, variantFile } from './render';
import { mediaRoutes, parseMediaUrl } from './routes';

const SVG = (w: number, h: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#efe8da"/><circle cx="${w / 2}" cy="${h / 2}" r="${w / 4}" fill="#6b1e2b"/></svg>`;

let mediaDir: string;
let app: FastifyInstance;

function writeMaster(picture: string, w = 1200, h = 1500): void {
  const file = path.join(mediaDir, 'originals', `${picture}.svg`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, SVG(w, h));
}

beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-test-'));
  writeMaster('goods/ms26-w-dr-0001/black-1');
  writeMaster('banner/spring-desktop', 2400, 1000);
  writeMaster('secret');
  app = Fastify();
  await app.register(mediaRoutes, { mediaDir });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe('GET /media/*', () => {
  it('renders a WebP variant with long-lived caching headers', async () => {
    const res = await app.inject({ url: '/media/goods/ms26-w-dr-0001/black-1-640.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 800]);
    expect(fs.existsSync(variantFile(mediaDir, 'goods/ms26-w-dr-0001/black-1', 640))).toBe(true);
  });

  it('renders wide masters at the full requested width', async () => {
    const res = await app.inject({ url: '/media/banner/spring-desktop-1920.webp' });
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1920, 800]);
  });

  it('answers 304 when the ETag still matches', async () => {
    const url = '/media/goods/ms26-w-dr-0001/black-1-320.webp';
    const first = await app.inject({ url });
    const etag = String(first.headers.etag);
    const again = await app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const weak = await app.inject({ url, headers: { 'if-none-match': `"other", W/${etag}` } });
    expect(weak.statusCode).toBe(304);
    const stale = await app.inject({ url, headers: { 'if-none-match': '"something-else"' } });
    expect(stale.statusCode).toBe(200);
    const otherWidth = await app.inject({
      url: url.replace('-320', '-960'),
      headers: { 'if-none-match': etag },
    });
    expect(otherWidth.statusCode).toBe(200);
  });

  it('refuses unknown widths, odd paths and missing masters with a JSON 404', async () => {
    const urls = [
      '/media/goods/ms26-w-dr-0001/black-1-500.webp',
      '/media/goods/ms26-w-dr-0001/black-1-6400.webp',
      '/media/goods/ms26-w-dr-0001/black-1-640.png',
      '/media/goods/ms26-w-dr-0001/black-1.webp',
      '/media/goods/MS26-W-DR-0001/black-1-640.webp',
      '/media/goods/..%2F..%2Fsecret-640.webp',
      '/media/goods//secret-640.webp',
      '/media/goods/missing-640.webp',
    ];
    for (const url of urls) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ code: 404, data: null, msg: 'Not found' });
    }
    const dotted = await app.inject({ url: '/media/goods/../../secret-640.webp' });
    expect(dotted.statusCode).toBe(404);
  });

  it('refuses dot segments sent as they are, without URL normalisation', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const get = (rawPath: string) =>
      new Promise<number>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: rawPath }, (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          })
          .on('error', reject);
      });
    expect(await get('/media/goods/../secret-640.webp')).toBe(404);
    expect(await get('/media/goods/%2e%2e/secret-640.webp')).toBe(404);
    expect(await get('/media/goods/%2E%2E%2Fsecret-640.webp')).toBe(404);
    expect(await get('/media/secret-640.webp')).toBe(200);
  });

  it('parses only <path>-<width>.webp', () => {
    expect(parseMediaUrl('goods/a-b/c_d-1-1280.webp')).toEqual({
      path: 'goods/a-b/c_d-1',
      width: 1280,
    });
    expect(parseMediaUrl('../etc/passwd-640.webp')).toBeNull();
    expect(parseMediaUrl('a/./b-640.webp')).toBeNull();
    expect(parseMediaUrl('/abs-640.webp')).toBeNull();
  });
});

describe('renderVariant', () => {
  it('shares one render between concurrent requests and returns null without a master', async () => {
    writeMaster('test/concurrent');
    const results = await Promise.all([
      ...MEDIA_WIDTHS.map((w) => renderVariant(mediaDir, 'test/concurrent', w)),
      renderVariant(mediaDir, 'test/concurrent', 640),
      renderVariant(mediaDir, 'test/concurrent', 640),
    ]);
    for (const [i, w] of MEDIA_WIDTHS.entries())
      expect(results[i]).toBe(variantFile(mediaDir, 'test/concurrent', w));
    expect(results[5]).toBe(results[6]);
    const leftovers = fs
      .readdirSync(path.join(mediaDir, 'cache', 'test'))
      .filter((f) => f.endsWith('.tmp'));
    expect(leftovers).toEqual([]);
    expect(await renderVariant(mediaDir, 'test/none', 640)).toBeNull();
    expect(await renderVariant(mediaDir, '../test/concurrent', 640)).toBeNull();
    expect(await renderVariant(mediaDir, 'test/concurrent', 641)).toBeNull();
  });

  it('renders again when the master is newer than the cached file', async () => {
    writeMaster('test/changing');
    const file = (await renderVariant(mediaDir, 'test/changing', 320)) as string;
    const before = fs.statSync(file).mtimeMs;
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(mediaDir, 'originals', 'test/changing.svg'), later, later);
    await renderVariant(mediaDir, 'test/changing', 320);
    expect(fs.statSync(file).mtimeMs).toBeGreaterThan(before);
  });
});

describe('pictureOf', () => {
  it('offers every width up to the master, with the 640 variant as src', () => {
    const picture = pictureOf({ path: 'goods/x/black-1', width: 1200, height: 1500 });
    expect(picture).toEqual({
      src: '/media/goods/x/black-1-640.webp',
      srcset:
        '/media/goods/x/black-1-320.webp 320w, /media/goods/x/black-1-640.webp 640w, /media/goods/x/black-1-960.webp 960w',
      width: 1200,
      height: 1500,
    });
    expect(
      pictureOf({ path: 'banner/b', width: 2400, height: 1000 }).srcset.split(', '),
    ).toHaveLength(5);
  });

  it('falls back to the largest variant a small master allows', () => {
    expect(pictureOf({ path: 'p/small', width: 500, height: 500 }).src).toBe(
      '/media/p/small-320.webp',
    );
    expect(pictureOf({ path: 'p/tiny', width: 100, height: 100 }).srcset).toBe(
      '/media/p/tiny-320.webp 320w',
    );
    expect(pictureOf({ path: 'p/t', width: 2400, height: 1000 }, [320, 640]).srcset).toBe(
      '/media/p/t-320.webp 320w, /media/p/t-640.webp 640w',
    );
  });
});
