import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FooterInfo, HomeTemplate, MenuItem, Popup } from '../../../contract/content';
import { call, createTestShop, databases, type TestShop } from '../../test/harness';
import { setMaintenance } from './maintenance';

describe.each(databases)('site content on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(kind, { MAINTENANCE_BYPASS: 'keeper:open-sesame' });
  });
  afterAll(() => shop?.close());

  it('serves nested menus whose entries lead to product lists', async () => {
    const { data } = await call<{ list: MenuItem[] }>(shop.app, 'api/kc/menu/menus');
    expect(data.list.length).toBeGreaterThanOrEqual(5);
    const withChildren = data.list.filter((m) => m.children.length > 0);
    expect(withChildren.length).toBeGreaterThanOrEqual(4);
    expect(withChildren[0]?.children[0]?.link).toMatch(/^\/productList\?/);
    expect(withChildren.filter((m) => m.picture !== null).length).toBeGreaterThan(0);
    const en = await call<{ list: MenuItem[] }>(shop.app, 'api/kc/menu/menus', { lang: 'en' });
    expect(en.data.list.map((m) => m.name)).not.toEqual(data.list.map((m) => m.name));
  });

  it('serves the footer with the hotline and policy links', async () => {
    const { data } = await call<FooterInfo>(shop.app, 'api/kc/page-footer/get-footer-info', {
      lang: 'en',
    });
    expect(data.hotline).toBe('400 606 1961');
    const urls = data.groups.flatMap((g) => g.links.map((l) => l.url));
    expect(urls).toContain('/otherPages/returnPolicy');
    expect(data.service_hours).toMatch(/Monday/);
  });

  it('serves the home templates sorted ascending by sort, with goods in the rails', async () => {
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

  it('serves popups by keyword', async () => {
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

  it('subscribes a valid email once and refuses an invalid one', async () => {
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

  it('reports maintenance and lets only the configured pair bypass it', async () => {
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
