import { describe, expect } from 'vitest';
import type { HomeEditor } from '../../../../contract/console-content';
import { test } from '../../../test/fixtures';
import { databases } from '../../../test/harness';
import { can, ROLES } from '../../staff';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import { contentAudit, freshEditor, retitled } from './console-content-fixtures';
import { auditOf, footerOf, groupBody, menuBody, menuItemsOf } from './menus-fixtures';

// Every call of the content area, made by every role: only a role with content.write (the owner
// and the manager) is answered and the page changes; any other role is refused, preview included.

describe.each(databases)('the console’s content rights on %s', (kind) => {
  test.override({ databaseKind: kind });

  test.for(ROLES)('lets %s edit the home page only with content.write', async (role, { shop }) => {
    const staff = await signedInStaff(shop, role);
    const owner = await signedInStaff(shop, 'owner');
    const allowed = can(role, 'content.write');
    expect(allowed).toBe(role === 'owner' || role === 'manager');
    const editor = await freshEditor(shop, owner);
    const blocks = retitled(editor.blocks, '权限', 'Rights');
    const draft = await admin<HomeEditor>(shop.app, 'POST', '/content/home/draft', {
      cookie: owner.cookie,
      body: { version: 0, blocks },
    });
    const version = draft.body.data.version;
    const audited = (await contentAudit(shop)).length;
    const calls = [
      { method: 'GET', path: '/content/home' },
      { method: 'GET', path: '/content/home/preview' },
      { method: 'POST', path: '/content/home/draft', body: { version, blocks } },
      { method: 'POST', path: '/content/home/publish', body: { version: version + 1 } },
      { method: 'GET', path: '/content/popups' },
    ] as const;
    for (const call of calls) {
      const reply = await admin(shop.app, call.method, call.path, {
        cookie: staff.cookie,
        body: 'body' in call ? call.body : undefined,
      });
      const what = `${role} ${call.method} ${call.path}`;
      if (allowed) {
        expect(reply.status, what).toBe(200);
      } else {
        expect(reply.status, what).toBe(403);
        expect(reply.body.code, what).toBe('staffForbidden');
        expect(reply.body.msg, what).toContain('content.write');
      }
    }
    expect((await contentAudit(shop)).length - audited).toBe(allowed ? 2 : 0);
    expect((await freshEditor(shop, owner)).draft).toBe(false);
  });

  test.for(ROLES)('lets %s add a popup only with content.write', async (role, { shop }) => {
    const staff = await signedInStaff(shop, role);
    const allowed = can(role, 'content.write');
    const words = { title: `${role} 弹窗`, body: '', button: '' };
    const reply = await admin(shop.app, 'POST', '/content/popups', {
      cookie: staff.cookie,
      body: {
        keyword: 'home',
        link: '',
        starts_at: null,
        ends_at: null,
        enabled: false,
        words: { cn: words, en: words },
        picture: null,
      },
    });
    expect(reply.status).toBe(allowed ? 200 : 403);
    const made = await shop.db
      .selectFrom('popup_text')
      .select('popup_id')
      .where('title', '=', words.title)
      .execute();
    // One row per language.
    expect(made).toHaveLength(allowed ? 2 : 0);
  });

  test.for(ROLES)(
    'lets %s edit the menus and the footer only with content.write',
    async (role, { shop }) => {
      const staff = await signedInStaff(shop, role);
      const owner = await signedInStaff(shop, 'owner');
      const allowed = can(role, 'content.write');
      const [item] = await menuItemsOf(shop, owner);
      const [group] = await footerOf(shop, owner);
      if (!item || !group) throw new Error('the demo has no menus or footer');
      const names = { cn: `${role} 菜单`, en: `${role} menu` };
      const titles = { cn: `${role} 栏`, en: `${role} group` };
      const calls = [
        { method: 'GET', path: '/content/menus' },
        { method: 'GET', path: '/content/footer' },
        { method: 'POST', path: `/content/menus/${item.id}`, body: menuBody(item, { names }) },
        { method: 'POST', path: `/content/footer/${group.id}`, body: groupBody(group, { titles }) },
      ] as const;
      for (const call of calls) {
        const reply = await admin(shop.app, call.method, call.path, {
          cookie: staff.cookie,
          body: 'body' in call ? call.body : undefined,
        });
        const what = `${role} ${call.method} ${call.path}`;
        expect(reply.status, what).toBe(allowed ? 200 : 403);
        if (!allowed) expect(reply.body.msg, what).toContain('content.write');
      }
      const after = {
        item: (await menuItemsOf(shop, owner)).find((m) => m.id === item.id),
        group: (await footerOf(shop, owner)).find((g) => g.id === group.id),
      };
      expect(after.item?.names).toEqual(allowed ? names : item.names);
      expect(after.group?.titles).toEqual(allowed ? titles : group.titles);
      const audits = [
        await auditOf(shop, 'menu', item.id),
        await auditOf(shop, 'footer_group', group.id),
      ];
      for (const audit of audits) {
        expect(audit.filter((row) => row.actor === String(staff.id))).toHaveLength(allowed ? 1 : 0);
      }
    },
  );

  test('refuses every content call without a session', async ({ shop }) => {
    for (const path of [
      '/content/home',
      '/content/home/preview',
      '/content/popups',
      '/content/menus',
      '/content/footer',
    ]) {
      const reply = await admin(shop.app, 'GET', path);
      expect(reply.status).toBe(401);
      expect(reply.body.code).toBe('staffSignInNeeded');
    }
  });
});
