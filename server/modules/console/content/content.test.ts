import { describe, expect } from 'vitest';
import type { HomeEditor } from '../../../../contract/console-content';
import type { HomeTemplate } from '../../../../contract/content';
import { test } from '../../../test/fixtures';
import { databases } from '../../../test/harness';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import {
  contentAudit,
  freshEditor,
  retitled,
  shopperBannerTitle,
} from './console-content-fixtures';

describe.each(databases)('the console’s home page on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('a draft is previewed by staff, unseen by shoppers until it is published', async ({
    shop,
  }) => {
    const manager = await signedInStaff(shop, 'manager');
    const editor = await freshEditor(shop, manager);
    expect(editor.draft).toBe(false);
    expect(editor.blocks.map((b) => b.type)).toContain('banner');
    const shown = await shopperBannerTitle(shop, 'en');
    const auditBefore = (await contentAudit(shop)).length;

    const blocks = retitled(editor.blocks, '冬季新品', 'The winter pieces');
    const saved = await admin<HomeEditor>(shop.app, 'POST', '/content/home/draft', {
      cookie: manager.cookie,
      body: { version: 0, blocks },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ draft: true, version: 1 });
    expect(saved.body.data.updated_by).toBe(String(manager.id));
    expect(await shopperBannerTitle(shop, 'en')).toBe(shown);

    for (const [lang, title] of [
      ['en', 'The winter pieces'],
      ['cn', '冬季新品'],
    ] as const) {
      const preview = await admin<{ list: HomeTemplate[] }>(
        shop.app,
        'GET',
        '/content/home/preview',
        { cookie: manager.cookie, lang },
      );
      expect(preview.status).toBe(200);
      const banner = preview.body.data.list.find((t) => t.type === 'banner');
      expect(banner?.type === 'banner' && banner.items[0]?.title).toBe(title);
    }

    const published = await admin<HomeEditor>(shop.app, 'POST', '/content/home/publish', {
      cookie: manager.cookie,
      body: { version: 1 },
    });
    expect(published.status).toBe(200);
    expect(published.body.data.draft).toBe(false);
    expect(await shopperBannerTitle(shop, 'en')).toBe('The winter pieces');
    expect(await shopperBannerTitle(shop, 'cn')).toBe('冬季新品');
    // The other templates are as they were, in their order.
    expect(published.body.data.blocks.map((b) => b.id)).toEqual(editor.blocks.map((b) => b.id));

    const audit = (await contentAudit(shop)).slice(auditBefore);
    expect(audit.map((row) => row.action)).toEqual(['content.home.save', 'content.home.publish']);
    expect(audit.every((row) => row.actor === String(manager.id))).toBe(true);
    expect(audit[1]?.before).toContain(shown);
    expect(audit[1]?.after).toContain('The winter pieces');
  });

  test('a rail of featured pieces is added, hidden blocks are not shown', async ({ shop }) => {
    const owner = await signedInStaff(shop, 'owner');
    const editor = await freshEditor(shop, owner);
    const goods = await shop.db.selectFrom('goods').select('sn').limit(2).execute();
    const words = { title: '', subtitle: '', text: '', button: '' };
    const rail = {
      id: null,
      type: 'rail' as const,
      enabled: true,
      link: '/productList',
      goods_sns: goods.map((g) => g.sn),
      picture: null,
      words: { cn: { ...words, title: '编辑精选' }, en: { ...words, title: 'Editor’s pick' } },
      items: [],
    };
    const story = editor.blocks.find((b) => b.type === 'story');
    const blocks = [
      rail,
      ...editor.blocks.map((b) => (b === story ? { ...b, enabled: false } : b)),
    ];
    const saved = await admin<HomeEditor>(shop.app, 'POST', '/content/home/draft', {
      cookie: owner.cookie,
      body: { version: 0, blocks },
    });
    expect(saved.status).toBe(200);
    const published = await admin(shop.app, 'POST', '/content/home/publish', {
      cookie: owner.cookie,
      body: { version: saved.body.data.version },
    });
    expect(published.status).toBe(200);
    const reply = await admin<{ list: HomeTemplate[] }>(shop.app, 'GET', '/content/home/preview', {
      cookie: owner.cookie,
    });
    const first = reply.body.data.list[0];
    expect(first?.type === 'rail' && first.title).toBe('Editor’s pick');
    expect(first?.type === 'rail' && first.goods).toHaveLength(2);
    expect(reply.body.data.list.some((t) => t.id === story?.id)).toBe(false);
  });

  test('refuses pieces, links and pictures that do not exist, in words', async ({ shop }) => {
    const manager = await signedInStaff(shop, 'manager');
    const editor = await freshEditor(shop, manager);
    const save = (blocks: unknown) =>
      admin(shop.app, 'POST', '/content/home/draft', {
        cookie: manager.cookie,
        body: { version: 0, blocks },
      });
    const rail = editor.blocks.find((b) => b.type === 'rail');
    const banner = editor.blocks.find((b) => b.type === 'banner');
    if (!rail || !banner?.items[0]) throw new Error('the demo home page changed');

    const unknown = await save([{ ...rail, goods_sns: ['NO-SUCH-SN'] }]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('There are no pieces with these style numbers: NO-SUCH-SN');
    const foreign = await save([{ ...rail, link: 'https://elsewhere.example/' }]);
    expect(foreign.status).toBe(400);
    expect(foreign.body.msg).toContain('https://elsewhere.example/');
    const slide = { ...banner.items[0], picture: { path: 'nowhere/x', width: 10, height: 10 } };
    const picture = await save([{ ...banner, items: [slide] }]);
    expect(picture.status).toBe(400);
    expect(picture.body.msg).toBe(
      'Block 1 (banner carousel), slide 1: the picture nowhere/x is not in the media store: upload it again',
    );

    const nothing = await admin(shop.app, 'POST', '/content/home/publish', {
      cookie: manager.cookie,
      body: { version: 0 },
      lang: 'cn',
    });
    expect(nothing.status).toBe(409);
    expect(nothing.body.msg).toBe('首页没有待发布的草稿');
    expect((await freshEditor(shop, manager)).draft).toBe(false);
  });

  test('a discarded draft leaves the published page as it was', async ({ shop }) => {
    const manager = await signedInStaff(shop, 'manager');
    const editor = await freshEditor(shop, manager);
    const shown = await shopperBannerTitle(shop, 'cn');
    const saved = await admin<HomeEditor>(shop.app, 'POST', '/content/home/draft', {
      cookie: manager.cookie,
      body: { version: 0, blocks: retitled(editor.blocks, '草稿', 'Draft') },
    });
    const discarded = await admin<HomeEditor>(shop.app, 'POST', '/content/home/discard', {
      cookie: manager.cookie,
      body: { version: saved.body.data.version },
    });
    expect(discarded.status).toBe(200);
    expect(discarded.body.data.draft).toBe(false);
    expect(await shopperBannerTitle(shop, 'cn')).toBe(shown);
    const audit = await contentAudit(shop);
    expect(audit.at(-1)?.action).toBe('content.home.discard');
  });
});
