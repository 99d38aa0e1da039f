import { afterAll, describe, expect, it } from 'vitest';
import { PAGE_FILES_NAME } from '../contract/page-files';
import { ensureTopics } from './db/seed/steps/topics';
import { BOOT_HERO_ELEMENT_ID } from '../contract/opening-home';
import { codeScreens } from './opening-pages';
import { pageFileLinks } from './page-files';
import { fakeAppBuild, SHELL, withoutFrameData } from './test/app-build';
import { test } from './test/fixtures';

// A page's document names the files the app will load to show it (the build's list, by route),
// so that they come beside the app's entry; a page that opens on pictures its document draws
// leaves the network to them.

const page = (files: string[], catalogues: Record<string, string[]> = {}) => ({
  files,
  catalogues,
});

const LISTED = {
  '/{-$set}/cart': page(['assets/CartPage-c1.css', 'assets/CartPage-c1.js', 'assets/view-v1.js'], {
    'zh-CN': ['assets/cart-zh1.js'],
    en: ['assets/cart-en1.js'],
  }),
  '/{-$set}/personal': page(['assets/MemberPage-m1.js', 'assets/view-v1.js']),
  '/{-$set}/personal/': page(['assets/UserCenter-u1.js']),
  '/{-$set}/personal/orders/': page(['assets/OrderList-o1.js']),
  '/{-$set}/productList/': page(['assets/ListPage-l1.js']),
  '/{-$set}/productList/detail': page(['assets/detail-d1.js']),
  '/{-$set}/advertising/waterfallList': page(['assets/waterfall-w1.js']),
  '/{-$set}/advertising/details': page(['assets/article-a1.js']),
};

/**
 * The files a document announces for every screen (or for the screens `media` names), in its
 * order: `js:` for modules, `css:` for stylesheets.
 */
function announced(html: string, media?: string): string[] {
  const screens = media ? ` media="${media.replace(/[()]/g, '\\$&')}"` : '';
  const link = new RegExp(
    `<link rel="(modulepreload|preload)"( as="style")? crossorigin href="/([^"]+)"${screens}>`,
    'g',
  );
  return [...html.matchAll(link)].map(([, , style, file]) => `${style ? 'css' : 'js'}:${file}`);
}

const WIDE = '(min-width: 770px)';

describe('the files a page announces', () => {
  const build = fakeAppBuild({ [PAGE_FILES_NAME]: JSON.stringify(LISTED) });
  afterAll(() => build.remove());
  const linksOf = pageFileLinks(build.distDir);

  it('are its route’s, in every page set the route allows, stylesheets as such', () => {
    for (const pathname of ['/cart', '/mobile/cart', '/pc/cart', '/cart/']) {
      expect(announced(linksOf(pathname, 'cn')), pathname).toEqual([
        'css:assets/CartPage-c1.css',
        'js:assets/CartPage-c1.js',
        'js:assets/view-v1.js',
        'js:assets/cart-zh1.js',
      ]);
    }
  });

  it('name the catalogue of its words in the visitor’s language only', () => {
    expect(announced(linksOf('/cart', 'en'))).toEqual([
      'css:assets/CartPage-c1.css',
      'js:assets/CartPage-c1.js',
      'js:assets/view-v1.js',
      'js:assets/cart-en1.js',
    ]);
    expect(linksOf('/cart', 'cn')).not.toContain('cart-en1');
  });

  it('add the layouts above the route, and a layout’s index, each file once', () => {
    expect(announced(linksOf('/personal/orders', 'cn'))).toEqual([
      'js:assets/MemberPage-m1.js',
      'js:assets/view-v1.js',
      'js:assets/OrderList-o1.js',
    ]);
    expect(announced(linksOf('/mobile/personal', 'cn'))).toEqual([
      'js:assets/MemberPage-m1.js',
      'js:assets/view-v1.js',
      'js:assets/UserCenter-u1.js',
    ]);
    // An index is no layout: a product is not under the list.
    expect(announced(linksOf('/productList/detail', 'cn'))).toEqual(['js:assets/detail-d1.js']);
  });

  it('are none for an address the app does not show, or a route the list does not name', () => {
    for (const pathname of ['/no-such-page', '/pc/personal', '/cart/extra', '/'])
      expect(linksOf(pathname, 'cn'), pathname).toBe('');
  });

  it('are none from a build without the list, or with a damaged one, and never a stray name', () => {
    const unlisted = fakeAppBuild();
    const damaged = fakeAppBuild({
      [PAGE_FILES_NAME]: '{"/{-$set}/cart": {"files": ["assets/a.js"',
    });
    const strays = fakeAppBuild({
      [PAGE_FILES_NAME]: JSON.stringify({
        '/{-$set}/cart': {
          files: ['../server.js', 'assets/a"><script>.js', 'assets/b.txt', 7, 'assets/ok-1.js'],
          catalogues: { 'zh-CN': 'assets/not-a-list.js', en: ['../en.js'] },
        },
        '/{-$set}/personal': ['assets/an-old-list.js'],
        '/{-$set}/productList/': { files: 'assets/not-a-list.js', catalogues: null },
      }),
    });
    try {
      expect(pageFileLinks(unlisted.distDir)('/cart', 'cn')).toBe('');
      expect(pageFileLinks(damaged.distDir)('/cart', 'cn')).toBe('');
      for (const lang of ['cn', 'en'] as const) {
        const linksOfStrays = pageFileLinks(strays.distDir);
        expect(announced(linksOfStrays('/cart', lang))).toEqual(['js:assets/ok-1.js']);
        expect(linksOfStrays('/personal', lang)).toBe('');
        expect(linksOfStrays('/productList', lang)).toBe('');
      }
    } finally {
      for (const made of [unlisted, damaged, strays]) made.remove();
    }
  });
});

describe('the screens a page’s code is named for', () => {
  const preload = '<link rel="preload" as="image" href="/media/a.webp">';
  const drawing = `<div id="${BOOT_HERO_ELEMENT_ID}"></div>`;

  it('are every screen when no picture is drawn, the wide ones when a phone’s is, or none', () => {
    expect(codeScreens({ head: preload, body: '' })).toBe('');
    expect(codeScreens({ head: '', body: drawing, drawnFor: 'phones' })).toBe('');
    expect(codeScreens({ head: preload, body: drawing, drawnFor: 'phones' })).toBe(
      '(min-width: 770px)',
    );
    expect(codeScreens({ head: preload, body: drawing, drawnFor: 'every screen' })).toBeNull();
  });
});

describe('a page’s document', () => {
  const build = fakeAppBuild({ [PAGE_FILES_NAME]: JSON.stringify(LISTED) });
  test.override({ shopEnv: { DIST_DIR: build.distDir } });
  afterAll(() => build.remove());

  test('names the files of a page whose first screen waits for its code', async ({ shop }) => {
    const response = await shop.app.inject({ method: 'GET', url: '/mobile/cart' });
    expect(response.statusCode).toBe(200);
    expect(announced(response.body)).toEqual([
      'css:assets/CartPage-c1.css',
      'js:assets/CartPage-c1.js',
      'js:assets/view-v1.js',
      'js:assets/cart-zh1.js',
    ]);
    // In the head, beside what the shell announces itself.
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(announced(head)).toHaveLength(4);
    // A shopper who reads English (the app's language cookie) is sent the English words.
    const english = await shop.app.inject({
      method: 'GET',
      url: '/mobile/cart',
      headers: { cookie: 'lang=en' },
    });
    expect(announced(english.body)).toContain('js:assets/cart-en1.js');
    expect(announced(english.body)).not.toContain('js:assets/cart-zh1.js');
  });

  test('names a member’s page’s code as it does a visitor’s', async ({ shop }) => {
    const headers = { cookie: `userInfo=${encodeURIComponent('{"access_token":"t"}')}` };
    for (const url of ['/mobile/cart', '/personal/orders']) {
      const member = await shop.app.inject({ method: 'GET', url, headers });
      const visitor = await shop.app.inject({ method: 'GET', url });
      expect(member.statusCode, url).toBe(200);
      expect(announced(member.body), url).toEqual(announced(visitor.body));
    }
    const member = await shop.app.inject({ method: 'GET', url: '/personal/orders', headers });
    expect(announced(member.body)).toEqual([
      'js:assets/MemberPage-m1.js',
      'js:assets/view-v1.js',
      'js:assets/OrderList-o1.js',
    ]);
  });

  test('leaves the network to the pictures of a page that opens on them', async ({ shop }) => {
    const goods = await shop.db.selectFrom('goods').select('id').orderBy('id').executeTakeFirst();
    const detail = await shop.app.inject({
      method: 'GET',
      url: `/productList/detail?id=${goods?.id}`,
    });
    expect(detail.body).toContain('<link rel="preload" as="image"');
    expect(announced(detail.body)).toEqual([]);
    // A wide screen, where a phone's drawing is hidden, waits for the page's code.
    expect(announced(detail.body, WIDE)).toEqual(['js:assets/detail-d1.js']);

    // A product that is gone opens on no picture: its page's code is named.
    const gone = await shop.app.inject({ method: 'GET', url: '/productList/detail?id=999999' });
    expect(announced(gone.body)).toEqual(['js:assets/detail-d1.js']);
    // A story's document draws its cover on a phone; a wide screen's page set only announces it.
    await ensureTopics(shop.db);
    const story = await shop.db
      .selectFrom('topic_news')
      .select('id')
      .orderBy('id')
      .executeTakeFirst();
    const phone = await shop.app.inject({ url: `/advertising/details?id=${story?.id}` });
    expect(phone.body).toContain('class="boot-text boot-story"');
    expect(announced(phone.body)).toEqual([]);
    expect(announced(phone.body, WIDE)).toEqual(['js:assets/article-a1.js']);
    const wide = await shop.app.inject({ url: `/pc/advertising/details?id=${story?.id}` });
    expect(announced(wide.body)).toEqual(['js:assets/article-a1.js']);
  });

  test('names the code of a page whose announced pictures wait for it, after them', async ({
    shop,
  }) => {
    await ensureTopics(shop.db);
    // A group's stories: the group's own name heads them, which the page asks for itself.
    const news = await shop.db.selectFrom('topic_news').select('topic_group_id').executeTakeFirst();
    const stories = await shop.app.inject({
      method: 'GET',
      url: `/advertising/waterfallList?group_id=${news?.topic_group_id}`,
    });
    expect(stories.statusCode).toBe(200);
    const firstPicture = stories.body.indexOf('<link rel="preload" as="image"');
    expect(firstPicture).toBeGreaterThan(0);
    expect(announced(stories.body)).toEqual(['js:assets/waterfall-w1.js']);
    expect(stories.body.indexOf('waterfall-w1.js')).toBeGreaterThan(firstPicture);
  });

  test('names nothing on a page that does not exist, nor in the shell the worker keeps', async ({
    shop,
  }) => {
    const missing = await shop.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(withoutFrameData(missing.body)).toBe(SHELL);
    const shell = await shop.app.inject({ method: 'GET', url: '/index.html' });
    expect(shell.body).toBe(SHELL);
  });
});
