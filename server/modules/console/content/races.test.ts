import { describe, expect } from 'vitest';
import type { HomeEditor } from '../../../../contract/console-content';
import { test } from '../../../test/fixtures';
import { databases } from '../../../test/harness';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import {
  contentAudit,
  freshEditor,
  retitled,
  shopperBannerTitle,
} from './console-content-fixtures';
import { auditOf, footerOf, groupBody, menuBody, menuItemsOf } from './menus-fixtures';

// Two staff on the home page at the same instant: one change stands, the other is told.

describe.each(databases)('two staff on the home page at once on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('two saves of the same draft: one is kept, the other told who changed it', async ({
    shop,
  }) => {
    const [a, b] = await Promise.all([
      signedInStaff(shop, 'manager'),
      signedInStaff(shop, 'owner'),
    ]);
    const editor = await freshEditor(shop, a);
    const titles = ['From A', 'From B'];
    const replies = await Promise.all(
      [a, b].map((staff, i) =>
        admin<HomeEditor>(shop.app, 'POST', '/content/home/draft', {
          cookie: staff.cookie,
          body: { version: 0, blocks: retitled(editor.blocks, titles[i] ?? '', titles[i] ?? '') },
        }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = replies.findIndex((r) => r.status === 200);
    const loser = replies[1 - winner];
    const name = [a, b][winner]?.account;
    expect(loser?.body.msg).toBe(
      `The home page draft was just changed by ${name}: reload it before going on`,
    );
    const now = await freshEditor(shop, a);
    expect(now.draft).toBe(false);
  });

  test('two staff publishing the same draft: it is published once', async ({ shop }) => {
    const [a, b] = await Promise.all([
      signedInStaff(shop, 'manager'),
      signedInStaff(shop, 'manager'),
    ]);
    const editor = await freshEditor(shop, a);
    const saved = await admin<HomeEditor>(shop.app, 'POST', '/content/home/draft', {
      cookie: a.cookie,
      body: { version: 0, blocks: retitled(editor.blocks, '同时', 'At once') },
    });
    const audited = (await contentAudit(shop)).length;
    const replies = await Promise.all(
      [a, b].map((staff) =>
        admin(shop.app, 'POST', '/content/home/publish', {
          cookie: staff.cookie,
          body: { version: saved.body.data.version },
        }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = replies.find((r) => r.status === 409);
    expect(loser?.body.msg).toBe(
      'The home page draft was just published or discarded by someone else: reload to see it',
    );
    expect(await shopperBannerTitle(shop, 'en')).toBe('At once');
    const audit = (await contentAudit(shop)).slice(audited);
    expect(audit.map((row) => row.action)).toEqual(['content.home.publish']);
  });

  test('two saves of the same menu item: one is kept, the other told', async ({ shop }) => {
    const [a, b] = await Promise.all([
      signedInStaff(shop, 'manager'),
      signedInStaff(shop, 'owner'),
    ]);
    const [item] = await menuItemsOf(shop, a);
    if (!item) throw new Error('the demo has no menus');
    const names = ['甲', '乙'].map((cn, i) => ({ cn, en: `Rival ${i}` }));
    const replies = await Promise.all(
      [a, b].map((staff, i) =>
        admin(shop.app, 'POST', `/content/menus/${item.id}`, {
          cookie: staff.cookie,
          body: menuBody(item, { names: names[i] ?? item.names }),
        }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = replies.findIndex((r) => r.status === 200);
    expect(replies[1 - winner]?.body.msg).toBe(
      'This menu entry was just changed by someone else: reload it before going on',
    );
    const now = (await menuItemsOf(shop, a)).find((m) => m.id === item.id);
    expect(now).toMatchObject({ version: item.version + 1, names: names[winner] });
    expect(await auditOf(shop, 'menu', item.id)).toHaveLength(1);
  });

  test('two saves of the same footer group: one is kept, the other told', async ({ shop }) => {
    const [a, b] = await Promise.all([
      signedInStaff(shop, 'manager'),
      signedInStaff(shop, 'manager'),
    ]);
    const [group] = await footerOf(shop, a);
    if (!group) throw new Error('the demo has no footer');
    const replies = await Promise.all(
      [a, b].map((staff, i) =>
        admin(shop.app, 'POST', `/content/footer/${group.id}`, {
          cookie: staff.cookie,
          lang: 'cn',
          body: groupBody(group, { links: group.links.slice(i) }),
        }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = replies.find((r) => r.status === 409);
    expect(loser?.body.msg).toBe('页脚的这一栏刚刚已被他人修改，请刷新后再操作');
    const winner = replies.findIndex((r) => r.status === 200);
    const [now] = await footerOf(shop, a);
    expect(now?.links).toEqual(group.links.slice(winner));
    expect(await auditOf(shop, 'footer_group', group.id)).toHaveLength(1);
  });
});
