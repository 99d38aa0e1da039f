import { describe, expect } from 'vitest';
import { test } from '../../../test/fixtures';
import { databases } from '../../../test/harness';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import { catalogueAudit } from './console-catalogue-fixtures';

// The search's synonyms (listed, added, removed, audited; refusals in the staff member's
// language) and the shop's maintenance screen, which only the owner turns on or off.

describe.each(databases)('the console’s synonyms and maintenance on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('adds, lists and removes synonyms, audited', async ({ shop }) => {
    const staff = await signedInStaff(shop, 'manager');
    const call = (path: string, words?: string[], lang: 'cn' | 'en' = 'en') =>
      admin<{ words: string[] }>(shop.app, words ? 'POST' : 'GET', path, {
        cookie: staff.cookie,
        body: words && { words },
        lang,
      });
    const added = await call('/catalogue/synonyms/add', ['开衫', 'cardigan']);
    expect(added.status).toBe(200);
    expect(added.body.data.words).toEqual(expect.arrayContaining(['开衫', 'cardigan']));
    const listed = await admin<{ words: string[] }[]>(shop.app, 'GET', '/catalogue/synonyms', {
      cookie: staff.cookie,
    });
    expect(
      listed.body.data.some((g) => g.words.includes('开衫') && g.words.includes('cardigan')),
    ).toBe(true);
    const refused = await call('/catalogue/synonyms/add', ['开衫'], 'cn');
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('请至少填写两个不同的词');
    const notWord = await call('/catalogue/synonyms/add', ['开 衫x', 'knit'], 'cn');
    expect(notWord.body.msg).toMatch(/不是一个词/);
    const removed = await call('/catalogue/synonyms/remove', ['cardigan']);
    expect(removed.status).toBe(200);
    const unknown = await call('/catalogue/synonyms/remove', ['cardigan']);
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('There is no synonym "cardigan"');
    expect((await catalogueAudit(shop, 'catalogue.synonyms_added')).length).toBeGreaterThan(0);
    expect((await catalogueAudit(shop, 'catalogue.synonyms_removed')).length).toBeGreaterThan(0);
  });

  test('only the owner turns maintenance on and off, audited', async ({ shop }) => {
    const [owner, manager] = await Promise.all([
      signedInStaff(shop, 'owner'),
      signedInStaff(shop, 'manager'),
    ]);
    const refused = await admin(shop.app, 'POST', '/catalogue/maintenance', {
      cookie: manager.cookie,
      body: { on: true },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toContain('settings.manage');
    for (const on of [true, false]) {
      const reply = await admin(shop.app, 'POST', '/catalogue/maintenance', {
        cookie: owner.cookie,
        body: { on },
      });
      expect(reply.body.data).toEqual({ on });
      const read = await admin(shop.app, 'GET', '/catalogue/maintenance', { cookie: owner.cookie });
      expect(read.body.data).toEqual({ on });
    }
    const audit = await catalogueAudit(shop, 'settings.maintenance');
    expect(audit.slice(0, 2).map((row) => JSON.parse(row.after ?? '{}') as unknown)).toEqual([
      { on: false },
      { on: true },
    ]);
  });
});
