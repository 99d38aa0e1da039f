import { describe, expect } from 'vitest';
import type { MenuItem } from '../../../../contract/content';
import { test } from '../../../test/fixtures';
import { databases } from '../../../test/harness';
import { footerInfo, menus } from '../../content/site';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import { auditOf, footerOf, groupBody, menuBody, menuItemsOf } from './menus-fixtures';

// The menus and the footer: edited in both languages, ordered, hidden; the shoppers' calls
// follow each save at once. Bad links and missing words are refused in the caller's language.

const namesOf = (list: MenuItem[]): string[] => list.map((item) => item.name);
const flat = (list: MenuItem[]): MenuItem[] => list.flatMap((m) => [m, ...flat(m.children)]);

describe.each(databases)('the console’s menus and footer on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('a menu item is renamed, moved first, then hidden with its sub-items', async ({ shop }) => {
    const manager = await signedInStaff(shop, 'manager');
    const items = await menuItemsOf(shop, manager);
    const roots = (await menus(shop.db, 'en')).list;
    const parent = items.find((item) => item.children.length > 0 && item.id === roots[1]?.id);
    if (!parent) throw new Error('the demo menus have no second item with sub-items');
    const path = `/content/menus/${parent.id}`;
    const names = { cn: '新品 甲', en: 'New In A' };
    const renamed = await admin(shop.app, 'POST', path, {
      cookie: manager.cookie,
      body: menuBody(parent, { names, sort: 0 }),
    });
    expect(renamed.status).toBe(200);
    expect(namesOf((await menus(shop.db, 'en')).list)[0]).toBe('New In A');
    expect(namesOf((await menus(shop.db, 'cn')).list)[0]).toBe('新品 甲');

    const child = parent.children[0];
    const read = (await menuItemsOf(shop, manager)).find((item) => item.id === parent.id);
    const hidden = await admin(shop.app, 'POST', path, {
      cookie: manager.cookie,
      body: menuBody(read ?? parent, { shown: false }),
    });
    expect(hidden.status).toBe(200);
    const shown = flat((await menus(shop.db, 'en')).list).map((m) => m.id);
    expect(shown).not.toContain(parent.id);
    expect(shown).not.toContain(child?.id);
    expect((await menuItemsOf(shop, manager)).map((m) => m.id)).toContain(parent.id);

    const audit = await auditOf(shop, 'menu', parent.id);
    expect(audit.map((row) => row.action)).toEqual(['content.menu.update', 'content.menu.update']);
    expect(audit[0]?.before).toContain(parent.names.en);
    expect(audit[0]?.after).toContain('New In A');
    expect(audit[1]?.after).toContain('"shown":false');
  });

  test('a footer group’s links are renamed, added, reordered and removed', async ({ shop }) => {
    const owner = await signedInStaff(shop, 'owner');
    const [group] = await footerOf(shop, owner);
    const [first, second, ...rest] = group?.links ?? [];
    if (!group || !first || !second) throw new Error('the demo footer has no links');
    const renamed = { ...first, labels: { cn: '退货须知', en: 'Returns Guide' } };
    const added = { labels: { cn: '品牌故事', en: 'Our Story' }, url: 'https://example.com/story' };
    const reply = await admin(shop.app, 'POST', `/content/footer/${group.id}`, {
      cookie: owner.cookie,
      body: groupBody(group, {
        titles: { cn: '客户服务', en: 'Client Care' },
        links: [added, ...rest, renamed],
      }),
    });
    expect(reply.status).toBe(200);
    const shopper = (await footerInfo(shop.db, 'en')).groups[0];
    expect(shopper?.title).toBe('Client Care');
    expect(shopper?.links.map((l) => l.label)).toEqual([
      'Our Story',
      ...rest.map((l) => l.labels.en),
      'Returns Guide',
    ]);
    expect(shopper?.links.map((l) => l.label)).not.toContain(second.labels.en);
    expect((await footerInfo(shop.db, 'cn')).groups[0]?.links.at(-1)?.label).toBe('退货须知');
    const audit = await auditOf(shop, 'footer_group', group.id);
    expect(audit.map((row) => row.action)).toEqual(['content.footer.update']);
    expect(audit[0]?.before).toContain(second.labels.en);
    expect(audit[0]?.after).toContain('Our Story');
  });

  test('refuses links elsewhere, missing words and unknown rows', async ({ shop }) => {
    const owner = await signedInStaff(shop, 'owner');
    const [group] = await footerOf(shop, owner);
    const [item] = await menuItemsOf(shop, owner);
    if (!group || !item) throw new Error('the demo has no footer or menus');
    const audited = async () =>
      (await auditOf(shop, 'footer_group', group.id)).length +
      (await auditOf(shop, 'menu', item.id)).length;
    const before = await audited();
    const save = (path: string, body: unknown, lang: 'cn' | 'en') =>
      admin(shop.app, 'POST', path, { cookie: owner.cookie, body, lang });
    const footer = `/content/footer/${group.id}`;
    const linkTo = (url: string) =>
      groupBody(group, { links: [{ labels: { cn: '外链', en: 'Away' }, url }] });
    for (const url of ['http://example.com', 'javascript:alert(1)', '//evil.com', 'page']) {
      const en = await save(footer, linkTo(url), 'en');
      expect(en.status, url).toBe(400);
      expect(en.body.msg).toBe(
        `The link "${url}" is not valid: it should be an address in the shop, starting with "/", or one starting with "https://"`,
      );
    }
    const cn = await save(footer, linkTo('http://example.com'), 'cn');
    expect(cn.body.msg).toBe(
      '链接“http://example.com”无效：应为商城内以“/”开头的地址，或以“https://”开头的网址',
    );
    const unlabelled = await save(
      footer,
      groupBody(group, { links: [{ labels: { cn: '', en: 'x' }, url: '/washing' }] }),
      'cn',
    );
    expect(unlabelled.body.msg).toBe('第 1 个链接缺少中文或英文文字');
    const untitled = await save(footer, groupBody(group, { titles: { cn: ' ', en: 'x' } }), 'en');
    expect(untitled.body.msg).toBe('Give the footer group a title in Chinese and in English');
    const unnamed = await save(
      `/content/menus/${item.id}`,
      menuBody(item, { names: { cn: '', en: 'x' } }),
      'cn',
    );
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.msg).toBe('请填写菜单项的中文和英文名称');
    const unknownMenu = await save('/content/menus/999999', menuBody(item), 'en');
    expect(unknownMenu.status).toBe(404);
    expect(unknownMenu.body.msg).toBe('There is no such menu entry');
    const unknownGroup = await save('/content/footer/999999', groupBody(group), 'cn');
    expect(unknownGroup.status).toBe(404);
    expect(unknownGroup.body.msg).toBe('页脚没有这一栏');
    const negative = await save(`/content/menus/${item.id}`, { ...menuBody(item), sort: -1 }, 'en');
    expect(negative.status).toBe(400);
    expect(await footerOf(shop, owner)).toContainEqual(group);
    expect(await audited()).toBe(before);
  });
});
