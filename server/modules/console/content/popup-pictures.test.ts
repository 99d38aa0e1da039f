import sharp from 'sharp';
import { describe, expect } from 'vitest';
import type {
  ConsolePopup,
  PopupFields,
  PopupPreview,
  StoredPicture,
  UploadedPicture,
} from '../../../../contract/console-content';
import { test } from '../../../test/fixtures';
import { databases, type TestShop } from '../../../test/harness';
import { popups } from '../../content';
import { admin, signedInStaff, type TestStaff } from '../../staff/staff-fixtures';

// A popup's picture at its own size, its preview as the shoppers will see it before it is saved,
// and its deletion: asked with the version read, audited with what the popup was.

async function uploaded(shop: TestShop, staff: TestStaff, width: number, height: number) {
  const bytes = await sharp({
    create: { width, height, channels: 3, background: { r: width % 255, g: 40, b: 40 } },
  })
    .webp()
    .toBuffer();
  const reply = await admin<UploadedPicture>(shop.app, 'POST', '/content/pictures', {
    cookie: staff.cookie,
    body: { file_name: 'popup.webp', base64: bytes.toString('base64') },
  });
  if (reply.status !== 200) throw new Error(reply.body.msg);
  const { path } = reply.body.data;
  return { path, width, height } satisfies StoredPicture;
}

const fields = (stamp: string, picture: StoredPicture | null): PopupFields => ({
  keyword: 'home',
  link: '/productList',
  starts_at: null,
  ends_at: null,
  enabled: true,
  words: {
    cn: { title: `新品 ${stamp}`, body: '正文', button: '去看看' },
    en: { title: `New in ${stamp}`, body: 'Body', button: 'Have a look' },
  },
  picture,
});

const popupAudit = (shop: TestShop, id: number) =>
  shop.db
    .selectFrom('audit_log')
    .selectAll()
    .where('record_type', '=', 'popup')
    .where('record_id', '=', String(id))
    .orderBy('id')
    .execute();

describe.each(databases)('a popup’s picture, preview and deletion on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('a popup keeps its picture’s size; the shoppers see it at that size', async ({ shop }) => {
    const manager = await signedInStaff(shop, 'manager');
    const wide = await uploaded(shop, manager, 1200, 800);
    const added = await admin<ConsolePopup>(shop.app, 'POST', '/content/popups', {
      cookie: manager.cookie,
      body: fields('a', wide),
    });
    expect(added.status).toBe(200);
    const popup = added.body.data;
    expect(popup.picture).toEqual(wide);
    const shown = (await popups(shop.db, 'en', 'home')).list.find((p) => p.id === popup.id);
    expect(shown?.picture).toMatchObject({ width: 1200, height: 800 });
    expect(shown?.picture?.src).toBe(`/media/${wide.path}-640.webp`);

    // Replaced, then removed: each save audited with the picture before and after.
    const tall = await uploaded(shop, manager, 1040, 1300);
    const replaced = await admin<ConsolePopup>(shop.app, 'POST', `/content/popups/${popup.id}`, {
      cookie: manager.cookie,
      body: { ...fields('a', tall), version: popup.version },
    });
    expect(replaced.body.data.picture).toEqual(tall);
    const removed = await admin<ConsolePopup>(shop.app, 'POST', `/content/popups/${popup.id}`, {
      cookie: manager.cookie,
      body: { ...fields('a', null), version: replaced.body.data.version },
    });
    expect(removed.body.data.picture).toBeNull();
    const audit = await popupAudit(shop, popup.id);
    expect(audit.at(-2)?.before).toContain(wide.path);
    expect(audit.at(-2)?.after).toContain(tall.path);
    expect(audit.at(-1)?.after).not.toContain(tall.path);
  });

  test('a popup saved before sizes were kept still shows at 1000 × 1250', async ({ shop }) => {
    const owner = await signedInStaff(shop, 'owner');
    const { path } = await uploaded(shop, owner, 1000, 1250);
    const { id } = await shop.db
      .insertInto('popup')
      .values({ keyword: 'home', picture_path: path, link: '', sort: 0, enabled: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await shop.db
      .insertInto('popup_text')
      .values({ popup_id: id, lang: 'en', title: 'Old', body: '', button: '' })
      .execute();
    const listed = await admin<ConsolePopup[]>(shop.app, 'GET', '/content/popups', {
      cookie: owner.cookie,
    });
    expect(listed.body.data.find((p) => p.id === id)?.picture).toEqual({
      path,
      width: 1000,
      height: 1250,
    });
    const shown = (await popups(shop.db, 'en', 'home')).list.find((p) => p.id === id);
    expect(shown?.picture).toMatchObject({ width: 1000, height: 1250 });
  });

  test('a preview is drawn as the shoppers will see it, and nothing is stored', async ({
    shop,
  }) => {
    const manager = await signedInStaff(shop, 'manager');
    const picture = await uploaded(shop, manager, 1040, 1300);
    const before = await shop.db.selectFrom('popup').select('id').execute();
    const audited = (await shop.db.selectFrom('audit_log').select('id').execute()).length;
    const preview = await admin<PopupPreview>(shop.app, 'POST', '/content/popups/preview', {
      cookie: manager.cookie,
      body: fields('p', picture),
    });
    expect(preview.status).toBe(200);
    expect(preview.body.data.cn).toMatchObject({ title: '新品 p', button: '去看看' });
    expect(preview.body.data.en).toMatchObject({ title: 'New in p', link: '/productList' });
    expect(preview.body.data.en.picture).toMatchObject({ width: 1040, height: 1300 });
    expect(preview.body.data.en.picture?.src).toBe(`/media/${picture.path}-640.webp`);

    const unknown = await admin(shop.app, 'POST', '/content/popups/preview', {
      cookie: manager.cookie,
      body: fields('p', { ...picture, path: 'content/nowhere' }),
      lang: 'cn',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('弹窗的图片 content/nowhere 不在图片库中：请重新上传');
    const foreign = await admin(shop.app, 'POST', '/content/popups/preview', {
      cookie: manager.cookie,
      body: { ...fields('p', null), link: 'https://elsewhere.example/' },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.msg).toContain('https://elsewhere.example/');

    expect(await shop.db.selectFrom('popup').select('id').execute()).toEqual(before);
    expect((await shop.db.selectFrom('audit_log').select('id').execute()).length).toBe(audited);
  });

  test('refuses an unknown picture on save, changing nothing', async ({ shop }) => {
    const owner = await signedInStaff(shop, 'owner');
    const count = (await shop.db.selectFrom('popup').select('id').execute()).length;
    const reply = await admin(shop.app, 'POST', '/content/popups', {
      cookie: owner.cookie,
      body: fields('u', { path: 'content/nowhere', width: 100, height: 100 }),
    });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe(
      "The popup's picture content/nowhere is not in the media store: upload it again",
    );
    const sizeless = await admin(shop.app, 'POST', '/content/popups', {
      cookie: owner.cookie,
      body: fields('u', { path: 'content/x', width: 0, height: 100 }),
    });
    expect(sizeless.status).toBe(400);
    expect((await shop.db.selectFrom('popup').select('id').execute()).length).toBe(count);
  });

  test('a popup is deleted with its words; the audit keeps what it was', async ({ shop }) => {
    const manager = await signedInStaff(shop, 'manager');
    const picture = await uploaded(shop, manager, 1040, 1300);
    const added = await admin<ConsolePopup>(shop.app, 'POST', '/content/popups', {
      cookie: manager.cookie,
      body: fields('d', picture),
    });
    const popup = added.body.data;
    const deleted = await admin<ConsolePopup[]>(
      shop.app,
      'POST',
      `/content/popups/${popup.id}/delete`,
      { cookie: manager.cookie, body: { version: popup.version } },
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.map((p) => p.id)).not.toContain(popup.id);
    const words = await shop.db
      .selectFrom('popup_text')
      .select('popup_id')
      .where('popup_id', '=', popup.id)
      .execute();
    expect(words).toEqual([]);
    expect((await popups(shop.db, 'en', 'home')).list.map((p) => p.id)).not.toContain(popup.id);
    const entry = (await popupAudit(shop, popup.id)).at(-1);
    expect(entry?.action).toBe('content.popup.delete');
    expect(entry?.before).toContain('New in d');
    expect(entry?.before).toContain(picture.path);
    expect(entry?.after).toBeNull();

    const again = await admin(shop.app, 'POST', `/content/popups/${popup.id}/delete`, {
      cookie: manager.cookie,
      body: { version: popup.version },
      lang: 'cn',
    });
    expect(again.status).toBe(404);
    expect(again.body.msg).toBe('没有这个弹窗');
  });

  test('a popup a colleague changed since is not deleted', async ({ shop }) => {
    const [a, b] = await Promise.all([
      signedInStaff(shop, 'manager'),
      signedInStaff(shop, 'owner'),
    ]);
    const added = await admin<ConsolePopup>(shop.app, 'POST', '/content/popups', {
      cookie: a.cookie,
      body: fields('s', null),
    });
    const popup = added.body.data;
    await admin(shop.app, 'POST', `/content/popups/${popup.id}`, {
      cookie: b.cookie,
      body: { ...fields('t', null), version: popup.version },
    });
    const stale = await admin(shop.app, 'POST', `/content/popups/${popup.id}/delete`, {
      cookie: a.cookie,
      body: { version: popup.version },
      lang: 'cn',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('弹窗“新品 t”刚刚已被他人修改，请刷新后再操作');
    const kept = await shop.db
      .selectFrom('popup')
      .select('version')
      .where('id', '=', popup.id)
      .executeTakeFirst();
    expect(kept?.version).toBe(1);
    const bad = await admin(shop.app, 'POST', `/content/popups/${popup.id}/delete`, {
      cookie: a.cookie,
      body: { version: -1 },
    });
    expect(bad.status).toBe(400);
  });

  test('two staff at once, one deleting and one saving: one wins, the other is told', async ({
    shop,
  }) => {
    const [a, b] = await Promise.all([
      signedInStaff(shop, 'manager'),
      signedInStaff(shop, 'owner'),
    ]);
    const added = await admin<ConsolePopup>(shop.app, 'POST', '/content/popups', {
      cookie: a.cookie,
      body: fields('r', null),
    });
    const popup = added.body.data;
    const [deleted, saved] = await Promise.all([
      admin(shop.app, 'POST', `/content/popups/${popup.id}/delete`, {
        cookie: a.cookie,
        body: { version: popup.version },
      }),
      admin(shop.app, 'POST', `/content/popups/${popup.id}`, {
        cookie: b.cookie,
        body: { ...fields('w', null), version: popup.version },
      }),
    ]);
    const statuses = [deleted.status, saved.status];
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409 || s === 404)).toHaveLength(1);
    const row = await shop.db
      .selectFrom('popup')
      .select('id')
      .where('id', '=', popup.id)
      .executeTakeFirst();
    expect(row === undefined).toBe(deleted.status === 200);
  });

  test('Client Services and the warehouse may not preview or delete a popup', async ({ shop }) => {
    const owner = await signedInStaff(shop, 'owner');
    const added = await admin<ConsolePopup>(shop.app, 'POST', '/content/popups', {
      cookie: owner.cookie,
      body: fields('x', null),
    });
    const popup = added.body.data;
    for (const role of ['customer_service', 'warehouse'] as const) {
      const staff = await signedInStaff(shop, role);
      const preview = await admin(shop.app, 'POST', '/content/popups/preview', {
        cookie: staff.cookie,
        body: fields('x', null),
      });
      expect(preview.status).toBe(403);
      const deleted = await admin(shop.app, 'POST', `/content/popups/${popup.id}/delete`, {
        cookie: staff.cookie,
        body: { version: popup.version },
      });
      expect(deleted.status).toBe(403);
    }
    const kept = await shop.db
      .selectFrom('popup')
      .select('id')
      .where('id', '=', popup.id)
      .executeTakeFirst();
    expect(kept?.id).toBe(popup.id);
  });
});
