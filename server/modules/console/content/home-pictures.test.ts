import sharp from 'sharp';
import { describe, expect } from 'vitest';
import type {
  HomeBlock,
  HomeBlockItem,
  HomeEditor,
  StoredPicture,
  UploadedPicture,
} from '../../../../contract/console-content';
import type { HomeTemplate } from '../../../../contract/content';
import { test } from '../../../test/fixtures';
import { databases, type TestShop } from '../../../test/harness';
import { homeTemplates } from '../../content';
import { admin, signedInStaff, type TestStaff } from '../../staff/staff-fixtures';
import { contentAudit, editorOf, freshEditor } from './console-content-fixtures';

// Every kind of block of the home page with its uploaded pictures: added, its slides and tiles
// added, replaced and moved, refused in the staff's language naming the block, previewed and
// published to the shoppers.

const noWords = { title: '', subtitle: '', text: '', button: '' };
const both = (cn: string, en: string) => ({
  cn: { ...noWords, title: cn },
  en: { ...noWords, title: en },
});

async function uploaded(
  shop: TestShop,
  staff: TestStaff,
  width: number,
  height: number,
  red: number,
): Promise<StoredPicture> {
  const bytes = await sharp({
    create: { width, height, channels: 3, background: { r: red, g: 90, b: 60 } },
  })
    .png()
    .toBuffer();
  const reply = await admin<UploadedPicture>(shop.app, 'POST', '/content/pictures', {
    cookie: staff.cookie,
    body: { file_name: `p${red}.png`, base64: bytes.toString('base64') },
  });
  if (reply.status !== 200) throw new Error(reply.body.msg);
  const { path } = reply.body.data;
  return { path, width, height };
}

const item = (picture: StoredPicture, title: string, mobile: StoredPicture | null = null) =>
  ({
    picture,
    mobile_picture: mobile,
    link: '/productList',
    words: both(`${title} 中`, title),
  }) satisfies HomeBlockItem;

const block = (type: HomeBlock['type'], fields: Partial<HomeBlock>): HomeBlock => ({
  id: null,
  type,
  enabled: true,
  link: '',
  goods_sns: [],
  picture: null,
  words: both('', ''),
  items: [],
  ...fields,
});

const saveDraft = (
  shop: TestShop,
  staff: TestStaff,
  version: number,
  blocks: unknown,
  lang = 'en',
) =>
  admin<HomeEditor>(shop.app, 'POST', '/content/home/draft', {
    cookie: staff.cookie,
    body: { version, blocks },
    lang: lang as 'cn' | 'en',
  });

describe.each(databases)('the home page’s pictures on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('every kind of block with its pictures is drafted, previewed and published', async ({
    shop,
  }) => {
    const manager = await signedInStaff(shop, 'manager');
    const editor = await freshEditor(shop, manager);
    const [wide, phone, tile, story, replaced] = await Promise.all([
      uploaded(shop, manager, 1920, 1080, 10),
      uploaded(shop, manager, 1080, 1440, 20),
      uploaded(shop, manager, 960, 1300, 30),
      uploaded(shop, manager, 1280, 900, 40),
      uploaded(shop, manager, 2000, 1000, 50),
    ]);
    const sn = (await shop.db.selectFrom('goods').select('sn').limit(1).executeTakeFirstOrThrow())
      .sn;
    const added = [
      block('banner', { items: [item(wide, 'Slide one', phone), item(tile, 'Slide two')] }),
      block('waterfall', { words: both('图片墙', 'Wall'), items: [item(tile, 'Tile')] }),
      block('story', { picture: story, link: '/productList', words: both('故事', 'Story') }),
      block('rail', { goods_sns: [sn], link: '/productList', words: both('推荐', 'Picks') }),
    ];
    const blocks = [...added, ...editor.blocks];
    const saved = await saveDraft(shop, manager, 0, blocks);
    expect(saved.status).toBe(200);
    expect(saved.body.data.blocks.slice(0, 4).map((b) => b.type)).toEqual([
      'banner',
      'waterfall',
      'story',
      'rail',
    ]);
    expect(saved.body.data.blocks[0]?.items[0]?.mobile_picture).toEqual(phone);

    // Slides moved, the first's wide picture replaced: the next save of the same draft.
    const banner = saved.body.data.blocks[0];
    if (!banner) throw new Error('no banner');
    const [first, second] = banner.items;
    if (!first || !second) throw new Error('no slides');
    const moved = [
      { ...banner, items: [second, { ...first, picture: replaced }] },
      ...saved.body.data.blocks.slice(1),
    ];
    const again = await saveDraft(shop, manager, saved.body.data.version, moved);
    expect(again.status).toBe(200);
    expect(again.body.data.blocks[0]?.items.map((i) => i.words.en.title)).toEqual([
      'Slide two',
      'Slide one',
    ]);

    const preview = await admin<{ list: HomeTemplate[] }>(
      shop.app,
      'GET',
      '/content/home/preview',
      { cookie: manager.cookie },
    );
    const [hero, wall, tale] = preview.body.data.list;
    expect(hero?.type === 'banner' && hero.items[1]?.picture.src).toBe(
      `/media/${replaced.path}-640.webp`,
    );
    expect(hero?.type === 'banner' && hero.items[1]?.mobile_picture.src).toBe(
      `/media/${phone.path}-640.webp`,
    );
    // A slide without a phone picture shows its wide one on phones.
    expect(hero?.type === 'banner' && hero.items[0]?.mobile_picture.src).toBe(
      `/media/${tile.path}-640.webp`,
    );
    expect(wall?.type === 'waterfall' && wall.items[0]?.picture.height).toBe(1300);
    expect(tale?.type === 'story' && tale.picture.src).toBe(`/media/${story.path}-640.webp`);
    // The shoppers still see the page as it was.
    expect((await homeTemplates(shop.db, 'en')).list[0]?.type).not.toBe('waterfall');

    const published = await admin<HomeEditor>(shop.app, 'POST', '/content/home/publish', {
      cookie: manager.cookie,
      body: { version: again.body.data.version },
    });
    expect(published.status).toBe(200);
    const shown = (await homeTemplates(shop.db, 'cn')).list;
    expect(shown.slice(0, 4).map((t) => t.type)).toEqual(['banner', 'waterfall', 'story', 'rail']);
    const shownBanner = shown[0];
    expect(shownBanner?.type === 'banner' && shownBanner.items[0]?.title).toBe('Slide two 中');
    expect(shownBanner?.type === 'banner' && shownBanner.items[1]?.picture.width).toBe(2000);

    const audit = await contentAudit(shop);
    const publish = audit.at(-1);
    expect(publish?.action).toBe('content.home.publish');
    expect(publish?.after).toContain(replaced.path);
    expect(publish?.before).not.toContain(replaced.path);
    const firstSave = audit.find((row) => row.action === 'content.home.save');
    expect(firstSave?.after).toContain(phone.path);
  });

  test('refuses, naming the block in the staff’s language, and keeps nothing', async ({ shop }) => {
    const owner = await signedInStaff(shop, 'owner');
    const editor = await freshEditor(shop, owner);
    const picture = await uploaded(shop, owner, 800, 600, 70);
    const audited = (await contentAudit(shop)).length;
    const refusals: [unknown[], 'cn' | 'en', string][] = [
      [[block('banner', {})], 'cn', '第 1 个模块“轮播图”没有轮播图：请至少添加一张'],
      [[block('banner', {})], 'en', 'Block 1 (banner carousel) has no slide: add at least one'],
      [
        [...editor.blocks, block('waterfall', {})],
        'en',
        `Block ${editor.blocks.length + 1} (picture wall) has no tile: add at least one`,
      ],
      [[block('story', { link: '/' })], 'cn', '第 1 个模块“品牌故事”没有图片：请上传一张'],
      [
        [block('story', { picture, link: 'https://elsewhere.example/' })],
        'cn',
        '第 1 个模块“品牌故事”的链接“https://elsewhere.example/”无效：应为商城内以“/”开头的地址',
      ],
      [
        [
          block('waterfall', {
            items: [item(picture, 'a'), { ...item(picture, 'b'), link: '//x.example' }],
          }),
        ],
        'en',
        'Block 1 (picture wall), tile 2: the link "//x.example" is not valid: it should be an address in the shop, starting with "/"',
      ],
      [
        [block('banner', { items: [item(picture, 'a', { ...picture, path: 'content/nowhere' })] })],
        'cn',
        '第 1 个模块“轮播图”第 1 张轮播图的图片 content/nowhere 不在图片库中：请重新上传',
      ],
    ];
    for (const [blocks, lang, msg] of refusals) {
      const reply = await saveDraft(shop, owner, 0, blocks, lang);
      expect(reply.status).toBe(400);
      expect(reply.body.msg).toBe(msg);
    }
    // A picture of no real size is refused as input before anything is read.
    const broken = await saveDraft(shop, owner, 0, [
      block('story', { picture: { ...picture, width: 0 }, link: '/' }),
    ]);
    expect(broken.status).toBe(400);
    expect((await editorOf(shop, owner)).draft).toBe(false);
    expect((await contentAudit(shop)).length).toBe(audited);
  });

  test('two staff saving pictures into one draft at once: one is kept, the other told', async ({
    shop,
  }) => {
    const [a, b] = await Promise.all([
      signedInStaff(shop, 'manager'),
      signedInStaff(shop, 'owner'),
    ]);
    const editor = await freshEditor(shop, a);
    const [pa, pb] = await Promise.all([
      uploaded(shop, a, 900, 900, 80),
      uploaded(shop, b, 900, 900, 90),
    ]);
    const draft = await saveDraft(shop, a, 0, editor.blocks);
    const version = draft.body.data.version;
    const replies = await Promise.all(
      [
        [a, pa],
        [b, pb],
      ].map(([staff, picture]) =>
        saveDraft(shop, staff as TestStaff, version, [
          block('story', { picture: picture as StoredPicture, link: '/' }),
          ...editor.blocks,
        ]),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = replies.findIndex((r) => r.status === 200);
    expect(replies[1 - winner]?.body.msg).toMatch(/^The home page draft was just changed by /);
    const now = await editorOf(shop, a);
    expect(now.version).toBe(version + 1);
    expect(now.blocks[0]?.picture?.path).toBe([pa, pb][winner]?.path);
  });

  test('Client Services and the warehouse may not upload or draft pictures', async ({ shop }) => {
    const owner = await signedInStaff(shop, 'owner');
    await freshEditor(shop, owner);
    const picture = await uploaded(shop, owner, 600, 600, 100);
    for (const role of ['customer_service', 'warehouse'] as const) {
      const staff = await signedInStaff(shop, role);
      const draft = await saveDraft(shop, staff, 0, [block('story', { picture, link: '/' })]);
      expect(draft.status).toBe(403);
      const upload = await admin(shop.app, 'POST', '/content/pictures', {
        cookie: staff.cookie,
        body: { file_name: 'x.png', base64: '' },
      });
      expect(upload.status).toBe(403);
    }
    expect((await editorOf(shop, owner)).draft).toBe(false);
  });
});
