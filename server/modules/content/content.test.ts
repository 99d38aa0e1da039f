import { describe, expect } from 'vitest';
import { test } from '../../test/fixtures';
import type { FooterInfo, HomeTemplate, MenuItem, Popup } from '../../../contract/content';
import { call, databases } from '../../test/harness';
import { setMaintenance } from './maintenance';

describe.each(databases)('site content on %s', (kind) => {
  test.override({ databaseKind: kind, shopEnv: { MAINTENANCE_BYPASS: 'keeper:open-sesame' } });

  test('serves nested menus whose entries lead to product lists', async ({ shop }) => {
    const { data } = await call<{ list: MenuItem[] }>(shop.app, 'api/kc/menu/menus');
    expect(data.list.length).toBeGreaterThanOrEqual(5);
    const withChildren = data.list.filter((m) => m.children.length > 0);
    expect(withChildren.length).toBeGreaterThanOrEqual(4);
    expect(withChildren[0]?.children[0]?.link).toMatch(/^\/productList\?/);
    expect(withChildren.filter((m) => m.picture !== null).length).toBeGreaterThan(0);
    const en = await call<{ list: MenuItem[] }>(shop.app, 'api/kc/menu/menus', { lang: 'en' });
    expect(en.data.list.map((m) => m.name)).not.toEqual(data.list.map((m) => m.name));
  });

  test('serves the footer with the hotline and policy links', async ({ shop }) => {
    const { data } = await call<FooterInfo>(shop.app, 'api/kc/page-footer/get-footer-info', {
      lang: 'en',
    });
    expect(data.hotline).toBe('400 606 1961');
    const urls = data.groups.flatMap((g) => g.links.map((l) => l.url));
    expect(urls).toContain('/otherPages/returnPolicy');
    expect(data.service_hours).toMatch(/Monday/);
  });

  test('serves the home templates sorted ascending by sort, with goods in the rails', async ({
    shop,
  }) => {
    const { data } = await call<{ list: HomeTemplate[] }>(
      shop.app,
      'api/kc/home-page/get-home-template',
    );
    const sorts = data.list.map((t) => t.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    const types = new Set(data.list.map((t) => t.type));
    expect(types).toEqual(new Set(['banner', 'rail', 'waterfall', 'story']));
    const rail = data.list.find((t) => t.type === 'rail');
    expect(rail?.type === 'rail' && rail.goods.length).toBeGreaterThan(4);
  });

  test('serves popups by keyword', async ({ shop }) => {
    const home = await call<{ list: Popup[] }>(shop.app, 'api/popups/list', {
      query: { keyword: 'home' },
    });
    expect(home.data.list.length).toBeGreaterThan(0);
    const none = await call<{ list: Popup[] }>(shop.app, 'api/popups/list', {
      query: { keyword: 'nowhere' },
    });
    expect(none.data.list).toEqual([]);
    const missing = await call(shop.app, 'api/popups/list');
    expect(missing.code).toBe(422);
  });

  test('subscribes a valid email once and refuses an invalid one', async ({ shop }) => {
    const subscribe = (email: string, lang: 'cn' | 'en' = 'en') =>
      call<{ already: boolean }>(shop.app, 'api/kc/subscribe/subscribe-log', {
        method: 'POST',
        form: { email },
        lang,
      });
    const first = await subscribe('Client@Example.com');
    expect(first).toMatchObject({
      code: 0,
      data: { already: false },
      msg: 'Thank you for subscribing',
    });
    const again = await subscribe('client@example.com', 'cn');
    expect(again).toMatchObject({
      code: 0,
      data: { already: true },
      msg: '该邮箱已订阅，无需重复订阅',
    });
    const bad = await subscribe('not-an-email', 'cn');
    expect(bad.code).toBe(422);
    expect(bad.msg).toBe('请输入正确的邮箱地址');
    const count = await shop.db
      .selectFrom('subscription')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  test('reports maintenance and lets only the configured pair bypass it', async ({ shop }) => {
    const status = (query: Record<string, string> = {}) =>
      call<boolean>(shop.app, 'api/default/judge-publish-status', { query });
    expect((await status()).data).toBe(false);
    await setMaintenance(shop.db, true);
    expect((await status()).data).toBe(true);
    expect((await status({ admin_user: 'keeper', admin_pass: 'wrong' })).data).toBe(true);
    expect((await status({ admin_user: 'keeper', admin_pass: 'open-sesame' })).data).toBe(false);
    await setMaintenance(shop.db, false);
    expect((await status()).data).toBe(false);
  });
});
