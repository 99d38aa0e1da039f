import sharp from 'sharp';
import { describe, expect } from 'vitest';
import type { UploadedPicture } from '../../../../contract/console-content';
import { test } from '../../../test/fixtures';
import { databases } from '../../../test/harness';
import { admin, signedInStaff } from '../../staff/staff-fixtures';

// Pictures the team uploads for the shop's content: stored once under a path drawn from their
// bytes, served in the shop's sizes, refused with a reason when they are not a usable picture.

const jpeg = (width: number, height: number, red = 180) =>
  sharp({ create: { width, height, channels: 3, background: { r: red, g: 120, b: 90 } } })
    .jpeg()
    .toBuffer();

const upload = (bytes: Buffer, fileName = 'banner.jpg') => ({
  file_name: fileName,
  base64: bytes.toString('base64'),
});

describe.each(databases)('the console’s picture upload on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('a picture is stored once, served in the shop’s sizes and audited', async ({ shop }) => {
    const manager = await signedInStaff(shop, 'manager');
    const bytes = await jpeg(1200, 800);
    const first = await admin<UploadedPicture>(shop.app, 'POST', '/content/pictures', {
      cookie: manager.cookie,
      body: upload(bytes),
    });
    expect(first.status).toBe(200);
    const picture = first.body.data;
    expect(picture).toMatchObject({ width: 1200, height: 800 });
    expect(picture.path).toMatch(/^content\/[0-9a-f]{24}$/);
    expect(picture.picture.src).toBe(`/media/${picture.path}-640.webp`);

    const served = await shop.app.inject({ method: 'GET', url: picture.picture.src });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(640);

    const again = await admin<UploadedPicture>(shop.app, 'POST', '/content/pictures', {
      cookie: manager.cookie,
      body: upload(bytes, 'same-banner.jpg'),
    });
    expect(again.body.data.path).toBe(picture.path);
    const audit = await shop.db
      .selectFrom('audit_log')
      .select(['actor', 'action', 'after'])
      .where('record_type', '=', 'picture')
      .where('record_id', '=', picture.path)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: String(manager.id), action: 'picture.upload' });
    expect(JSON.parse(audit[0]?.after ?? '{}')).toMatchObject({ file: 'banner.jpg', width: 1200 });
  });

  test('a photo stored sideways is measured upright', async ({ shop }) => {
    const manager = await signedInStaff(shop, 'manager');
    const sideways = await sharp(await jpeg(900, 600))
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const reply = await admin<UploadedPicture>(shop.app, 'POST', '/content/pictures', {
      cookie: manager.cookie,
      body: upload(sideways),
    });
    expect(reply.body.data).toMatchObject({ width: 600, height: 900 });
  });

  test('a file that is not a usable picture is refused in the staff’s language and stores nothing', async ({
    shop,
  }) => {
    const manager = await signedInStaff(shop, 'manager');
    const storedPictures = () =>
      shop.db
        .selectFrom('media_master')
        .select('path')
        .where('path', 'like', 'content/%')
        .execute();
    const before = await storedPictures();
    const refusals: [Buffer, string, 'cn' | 'en', RegExp][] = [
      [Buffer.from('%PDF-1.7 not a picture'), 'notes.pdf', 'en', /"notes\.pdf" is not a picture/],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.svg', 'cn', /不是可用的图片/],
      [await jpeg(150, 900), 'thin.jpg', 'en', /narrower or shorter than 200 pixels/],
      [Buffer.alloc(0), 'empty.jpg', 'cn', /为空或超过 10 MB/],
    ];
    for (const [bytes, fileName, lang, said] of refusals) {
      const reply = await admin(shop.app, 'POST', '/content/pictures', {
        cookie: manager.cookie,
        lang,
        body: upload(bytes, fileName),
      });
      expect(reply.status, fileName).toBe(400);
      expect(reply.body.msg).toMatch(said);
    }
    const broken = await admin(shop.app, 'POST', '/content/pictures', {
      cookie: manager.cookie,
      body: { file_name: 'x.jpg', base64: 'not base64!' },
    });
    expect(broken.status).toBe(400);
    expect(await storedPictures()).toEqual(before);
  });

  test('only the content right uploads pictures', async ({ shop }) => {
    const bytes = await jpeg(400, 400, 20);
    for (const role of ['customer_service', 'warehouse'] as const) {
      const staff = await signedInStaff(shop, role);
      const reply = await admin(shop.app, 'POST', '/content/pictures', {
        cookie: staff.cookie,
        body: upload(bytes),
      });
      expect(reply.status, role).toBe(403);
    }
    const owner = await signedInStaff(shop, 'owner');
    const allowed = await admin(shop.app, 'POST', '/content/pictures', {
      cookie: owner.cookie,
      body: upload(bytes),
    });
    expect(allowed.status).toBe(200);
    const anonymous = await admin(shop.app, 'POST', '/content/pictures', { body: upload(bytes) });
    expect(anonymous.status).toBe(401);
  });

  test('two staff uploading the same picture at once store it once', async ({ shop }) => {
    const [a, b] = await Promise.all([
      signedInStaff(shop, 'manager'),
      signedInStaff(shop, 'owner'),
    ]);
    const body = upload(await jpeg(500, 500, 60));
    const replies = await Promise.all(
      [a, b].map((staff) =>
        admin<UploadedPicture>(shop.app, 'POST', '/content/pictures', {
          cookie: staff.cookie,
          body,
        }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    const path = replies[0]?.body.data.path ?? '';
    expect(replies[1]?.body.data.path).toBe(path);
    const audit = await shop.db
      .selectFrom('audit_log')
      .select('id')
      .where('record_type', '=', 'picture')
      .where('record_id', '=', path)
      .execute();
    expect(audit).toHaveLength(1);
  });
});
