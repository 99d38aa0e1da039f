import { describe, expect } from 'vitest';
import type { ConsolePopup, PopupFields } from '../../../../contract/console-content';
import { test } from '../../../test/fixtures';
import { databases } from '../../../test/harness';
import { popups } from '../../content';
import { admin, signedInStaff } from '../../staff/staff-fixtures';

// The activity popups: edited in both languages, shown to shoppers between their dates; two
// staff saving the same popup at once: one is kept, the other told.

const words = (cn: string, en: string) => ({
  cn: { title: cn, body: '正文', button: '去看看' },
  en: { title: en, body: 'Body', button: 'Have a look' },
});

const fields = (stamp: string): PopupFields => ({
  keyword: 'home',
  link: '/productList',
  starts_at: null,
  ends_at: null,
  enabled: true,
  words: words(`冬季活动 ${stamp}`, `Winter event ${stamp}`),
  picture: null,
});

describe.each(databases)('the console’s popups on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('a popup is added, changed and hidden, and the shoppers’ call follows', async ({ shop }) => {
    const manager = await signedInStaff(shop, 'manager');
    const listed = await admin<ConsolePopup[]>(shop.app, 'GET', '/content/popups', {
      cookie: manager.cookie,
    });
    expect(listed.status).toBe(200);
    expect(listed.body.data.length).toBeGreaterThan(0);

    const added = await admin<ConsolePopup>(shop.app, 'POST', '/content/popups', {
      cookie: manager.cookie,
      body: fields('a'),
    });
    expect(added.status).toBe(200);
    const popup = added.body.data;
    expect(popup).toMatchObject({ version: 0, keyword: 'home', enabled: true });
    const shown = await popups(shop.db, 'en', 'home');
    expect(shown.list.map((p) => p.title)).toContain('Winter event a');

    const later = Date.now() + 86_400_000;
    const changed = await admin<ConsolePopup>(shop.app, 'POST', `/content/popups/${popup.id}`, {
      cookie: manager.cookie,
      body: { ...fields('b'), starts_at: later, version: popup.version },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ version: 1, starts_at: later });
    expect((await popups(shop.db, 'cn', 'home')).list.map((p) => p.id)).not.toContain(popup.id);

    const audit = await shop.db
      .selectFrom('audit_log')
      .selectAll()
      .where('record_type', '=', 'popup')
      .where('record_id', '=', String(popup.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'content.popup.create',
      'content.popup.update',
    ]);
    expect(audit[1]?.before).toContain('Winter event a');
    expect(audit[1]?.after).toContain('Winter event b');
  });

  test('refuses a popup without titles, with dates the wrong way, or unknown', async ({ shop }) => {
    const owner = await signedInStaff(shop, 'owner');
    const save = (path: string, body: unknown) =>
      admin(shop.app, 'POST', path, { cookie: owner.cookie, body, lang: 'cn' });
    const untitled = await save('/content/popups', { ...fields('c'), words: words('', 'X') });
    expect(untitled.status).toBe(400);
    expect(untitled.body.msg).toBe('请填写弹窗的中文和英文标题');
    const backwards = await save('/content/popups', { ...fields('c'), starts_at: 2, ends_at: 1 });
    expect(backwards.status).toBe(400);
    expect(backwards.body.msg).toBe('弹窗的结束时间应晚于开始时间');
    const unknown = await save('/content/popups/999999', { ...fields('c'), version: 0 });
    expect(unknown.status).toBe(404);
  });

  test('two staff saving one popup at once: one is kept, the other told', async ({ shop }) => {
    const [a, b] = await Promise.all([
      signedInStaff(shop, 'manager'),
      signedInStaff(shop, 'owner'),
    ]);
    const added = await admin<ConsolePopup>(shop.app, 'POST', '/content/popups', {
      cookie: a.cookie,
      body: fields('d'),
    });
    const popup = added.body.data;
    const replies = await Promise.all(
      ['e', 'f'].map((stamp, i) =>
        admin<ConsolePopup>(shop.app, 'POST', `/content/popups/${popup.id}`, {
          cookie: [a, b][i]?.cookie,
          body: { ...fields(stamp), version: popup.version },
        }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = replies.find((r) => r.status === 409);
    expect(loser?.body.msg).toMatch(
      /^The popup "冬季活动 [def]" was just changed by someone else: reload it before going on$/,
    );
    const winner = replies.find((r) => r.status === 200)?.body.data;
    expect(winner?.version).toBe(1);
  });
});
