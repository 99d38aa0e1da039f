import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureContent } from '../db/seed';
import { createTestInstances, databases, type TestShop } from '../test/harness';
import { masterHash, storeMasters } from './masters';

// Instances of one build behind a load balancer: one database, a DATA_DIR each.

const SVG = (background: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1500" viewBox="0 0 1200 1500"><rect width="1200" height="1500" fill="${background}"/></svg>`;

describe.each(databases)('pictures served by several instances on %s', (kind) => {
  let instances: Awaited<ReturnType<typeof createTestInstances>>;
  let seeder: TestShop;
  let other: TestShop;
  let picture: string;

  beforeAll(async () => {
    instances = await createTestInstances(kind);
    [seeder, other] = instances.shops as [TestShop, TestShop];
    const first = await seeder.db
      .selectFrom('picture')
      .select('path')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    picture = first.path;
  }, 120_000);
  afterAll(() => instances?.close());

  const get = (shop: TestShop, url: string, etag?: string) =>
    shop.app.inject({ url, headers: etag ? { 'if-none-match': etag } : {} });

  const filesUnder = (dir: string): string[] =>
    fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) : [];

  it('serve the same picture with the same ETag, from the database alone', async () => {
    expect(filesUnder(other.config.mediaDir)).toEqual([]);
    expect(filesUnder(seeder.config.mediaDir)).toEqual([]);
    const url = `/media/${picture}-640.webp`;
    const fromSeeder = await get(seeder, url);
    const fromOther = await get(other, url);
    expect([fromSeeder.statusCode, fromOther.statusCode]).toEqual([200, 200]);
    expect(fromOther.headers.etag).toBe(fromSeeder.headers.etag);
    expect(fromOther.rawPayload.equals(fromSeeder.rawPayload)).toBe(true);
    const meta = await sharp(fromOther.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 800]);

    const revalidated = await get(other, url, String(fromSeeder.headers.etag));
    expect(revalidated.statusCode).toBe(304);
    expect(filesUnder(path.join(other.config.mediaDir, 'originals'))).toEqual([]);
    expect((await get(other, `/media/${picture}x-640.webp`)).statusCode).toBe(404);
  });

  it('give every one of many requests at once for a cold variant the full picture', async () => {
    const url = `/media/${picture}-1280.webp`;
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) => get(i % 2 === 0 ? seeder : other, url)),
    );
    const expected = replies[0]?.rawPayload ?? Buffer.alloc(0);
    const meta = await sharp(expected).metadata();
    expect([meta.width, meta.height]).toEqual([1280, 1600]);
    for (const reply of replies) {
      expect(reply.statusCode).toBe(200);
      expect(Number(reply.headers['content-length'])).toBe(reply.rawPayload.length);
      expect(reply.rawPayload.equals(expected)).toBe(true);
      expect(reply.headers.etag).toBe(replies[0]?.headers.etag);
    }
    for (const shop of [seeder, other]) {
      const cached = filesUnder(path.join(shop.config.mediaDir, 'cache'));
      expect(cached.filter((file) => file.endsWith('.tmp'))).toEqual([]);
      expect(cached.filter((file) => file.includes('-1280.'))).toHaveLength(1);
    }
  });

  it('change the ETag and the picture on every instance when the master is replaced', async () => {
    const url = '/media/test/replaced-320.webp';
    const store = (background: string, now: number) =>
      storeMasters(
        seeder.db,
        [
          {
            path: 'test/replaced',
            contentType: 'image/svg+xml',
            bytes: Buffer.from(SVG(background)),
          },
        ],
        now,
      );
    const storedAt = async () =>
      (
        await seeder.db
          .selectFrom('media_master')
          .select('stored_at')
          .where('path', '=', 'test/replaced')
          .executeTakeFirstOrThrow()
      ).stored_at;
    await store('#efe8da', 1000);
    const before = await Promise.all([get(seeder, url), get(other, url)]);
    expect(before[1]?.headers.etag).toBe(before[0]?.headers.etag);
    await store('#efe8da', 2000);
    expect(await storedAt()).toBe(1000);

    await store('#1e2b6b', 3000);
    expect(await storedAt()).toBe(3000);
    for (const [i, shop] of [seeder, other].entries()) {
      const oldTag = String(before[i]?.headers.etag);
      const after = await get(shop, url, oldTag);
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(oldTag);
      const { dominant } = await sharp(after.rawPayload).stats();
      expect(dominant.b).toBeGreaterThan(dominant.r);
      const cached = filesUnder(path.join(shop.config.mediaDir, 'cache', 'test'));
      expect(cached.filter((file) => file.startsWith('replaced-320.'))).toHaveLength(1);
    }
  });

  it('take masters kept on disk by an earlier version into the database at start', async () => {
    const originals = path.join(other.config.mediaDir, 'originals');
    const write = (file: string, content: string) => {
      fs.mkdirSync(path.dirname(path.join(originals, file)), { recursive: true });
      fs.writeFileSync(path.join(originals, file), content);
    };
    write('legacy/lookbook/spring-1.svg', SVG('#1e2b6b'));
    write(`${picture}.svg`, SVG('#000000'));
    write('legacy/Not-A-Path.svg', SVG('#000000'));
    write('legacy/notes.txt', 'not a picture');
    const kept = await masterHash(seeder.db, picture);

    await ensureContent(other.db, { mediaDir: other.config.mediaDir });

    const served = await get(seeder, '/media/legacy/lookbook/spring-1-640.webp');
    expect(served.statusCode).toBe(200);
    const { dominant } = await sharp(served.rawPayload).stats();
    expect(dominant.b).toBeGreaterThan(dominant.r);
    expect(await masterHash(seeder.db, picture)).toBe(kept);
    const stored = await seeder.db
      .selectFrom('media_master')
      .select(['path', 'content_type', 'size'])
      .where('path', 'like', 'legacy/%')
      .execute();
    expect(stored).toEqual([
      {
        path: 'legacy/lookbook/spring-1',
        content_type: 'image/svg+xml',
        size: Buffer.byteLength(SVG('#1e2b6b')),
      },
    ]);
  });
});
