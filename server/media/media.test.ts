import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { databases, openTestDatabase } from '../test/harness';
import { storeMasters, type MasterType } from './masters';
import { MEDIA_WIDTHS } from './paths';
import { pictureOf } from './picture';
import { renderVariant } from './render';
import { mediaRoutes, parseMediaUrl } from './routes';

const SVG = (w: number, h: number, background = '#efe8da') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="${background}"/><circle cx="${w / 2}" cy="${h / 2}" r="${w / 4}" fill="#6b1e2b"/></svg>`;

const photo = (format: 'png' | 'jpeg' | 'webp', width: number, height: number, orientation = 1) =>
  sharp({ create: { width, height, channels: 3, background: '#6b1e2b' } })
    .toFormat(format)
    .withMetadata({ orientation })
    .toBuffer();

describe.each(databases)('pictures on %s', (kind) => {
  let handle: DbHandle;
  let mediaDir: string;
  let app: FastifyInstance;

  const store = (
    picture: string,
    bytes: string | Buffer,
    contentType: MasterType = 'image/svg+xml',
  ) => storeMasters(handle.db, [{ path: picture, contentType, bytes: Buffer.from(bytes) }]);

  const cachedFiles = (folder: string) =>
    fs.readdirSync(path.join(mediaDir, 'cache', folder)).sort();

  beforeAll(async () => {
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-test-'));
    handle = await openTestDatabase(kind);
    await migrateToLatest(handle.db);
    await store('goods/ms26-w-dr-0001/black-1', SVG(1200, 1500));
    await store('banner/spring-desktop', SVG(2400, 1000));
    await store('secret', SVG(1200, 1500));
    app = Fastify();
    await app.register(mediaRoutes, { db: handle.db, mediaDir });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await handle?.close();
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
      const cached = cachedFiles('goods/ms26-w-dr-0001');
      expect(cached).toEqual([expect.stringMatching(/^black-1-640\.[0-9a-f]{16}\.webp$/)]);
    });

    it('renders wide masters at the full requested width', async () => {
      const res = await app.inject({ url: '/media/banner/spring-desktop-1920.webp' });
      expect(res.statusCode).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([1920, 800]);
    });

    it('renders PNG, JPEG and WebP masters, upright and never enlarged', async () => {
      await store('photo/png', await photo('png', 1200, 900), 'image/png');
      // Taken with the camera turned: stored 1200 × 900, seen 900 × 1200.
      await store('photo/jpeg', await photo('jpeg', 1200, 900, 6), 'image/jpeg');
      await store('photo/webp', await photo('webp', 800, 600), 'image/webp');
      for (const [url, size] of [
        ['/media/photo/png-640.webp', [640, 480]],
        ['/media/photo/jpeg-640.webp', [640, 853]],
        ['/media/photo/webp-1280.webp', [800, 600]],
      ] as const) {
        const res = await app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        const meta = await sharp(res.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height], url).toEqual(['webp', ...size]);
      }
    });

    it('answers 304 when the ETag still matches', async () => {
      const url = '/media/goods/ms26-w-dr-0001/black-1-320.webp';
      const first = await app.inject({ url });
      const etag = String(first.headers.etag);
      const again = await app.inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
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

    it('renders again a variant whose cached file went between finding and opening it', async () => {
      const url = '/media/goods/ms26-w-dr-0001/black-1-960.webp';
      expect((await app.inject({ url })).statusCode).toBe(200);
      const open = fs.promises.open;
      // The operator wipes the cache at the worst moment.
      const wipe = vi.spyOn(fs.promises, 'open').mockImplementationOnce(async (...args) => {
        fs.rmSync(path.join(mediaDir, 'cache'), { recursive: true, force: true });
        return open(...args);
      });
      const res = await app.inject({ url });
      expect(wipe).toHaveBeenCalled();
      wipe.mockRestore();
      expect(res.statusCode).toBe(200);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([960, 1200]);
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
        expect(res.headers['cache-control'], url).toBe('no-store');
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
  });

  describe('renderVariant', () => {
    it('shares one render between concurrent requests and returns null without a master', async () => {
      await store('test/concurrent', SVG(1200, 1500));
      const results = await Promise.all([
        ...MEDIA_WIDTHS.map((w) => renderVariant(handle.db, mediaDir, 'test/concurrent', w)),
        renderVariant(handle.db, mediaDir, 'test/concurrent', 640),
        renderVariant(handle.db, mediaDir, 'test/concurrent', 640),
      ]);
      for (const [i, w] of MEDIA_WIDTHS.entries()) {
        expect(path.basename(results[i]?.file ?? '')).toMatch(
          new RegExp(`^concurrent-${w}\\.[0-9a-f]{16}\\.webp$`),
        );
      }
      expect(results[5]).toBe(results[1]);
      expect(results[6]).toBe(results[1]);
      expect(cachedFiles('test')).toHaveLength(MEDIA_WIDTHS.length);
      expect(await renderVariant(handle.db, mediaDir, 'test/none', 640)).toBeNull();
      expect(await renderVariant(handle.db, mediaDir, '../test/concurrent', 640)).toBeNull();
      expect(await renderVariant(handle.db, mediaDir, 'test/concurrent', 641)).toBeNull();
    });

    it('renders again when the master is replaced, and removes the variant it replaces', async () => {
      await store('test/changing', SVG(1200, 1500));
      const before = await renderVariant(handle.db, mediaDir, 'test/changing', 320);
      await store('test/changing', SVG(1200, 1500, '#1e2b6b'));
      const after = await renderVariant(handle.db, mediaDir, 'test/changing', 320);
      expect(after?.hash).not.toBe(before?.hash);
      expect(fs.existsSync(after?.file ?? '')).toBe(true);
      expect(fs.existsSync(before?.file ?? '')).toBe(false);
      const { dominant } = await sharp(after?.file).stats();
      expect(dominant.b).toBeGreaterThan(dominant.r);
    });
  });
});

describe('parseMediaUrl', () => {
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
