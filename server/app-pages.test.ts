import { afterAll, describe, expect } from 'vitest';
import { test } from './test/fixtures';
import { APP_ROUTES } from '../contract/app-routes';
import { SHELL, fakeAppBuild, withoutFrameData } from './test/app-build';
import { databases, type TestShop } from './test/harness';

// Every page of the app is answered with the app shell and 200; an address that names no page,
// or a page parameter outside its closed set, gets the same shell with 404 (the app shows its
// not-found page), so that search engines and monitors see it for what it is.

/** Each route's addresses with every value its parameters may take (an optional one: none too). */
function pageAddresses(): string[] {
  return Object.entries(APP_ROUTES).flatMap(([route, values]) => {
    const closedSets: Record<string, readonly string[]> = values;
    let addresses = [''];
    for (const segment of route.split('/').filter(Boolean)) {
      const name = /^(?:\{-)?\$(\w+)\}?$/.exec(segment)?.[1];
      const allowed = (name && closedSets[name]) || [];
      const choices = name ? [...allowed, ...(segment.startsWith('{-') ? [''] : [])] : [segment];
      addresses = addresses.flatMap((head) =>
        choices.map((choice) => (choice ? `${head}/${choice}` : head)),
      );
    }
    return addresses.map((address) => address || '/');
  });
}

const UNKNOWN_PAGES = [
  '/no-such-page',
  '/no-such-page/at-all?x=1',
  '/pc/no-such-screen',
  '/mobile/',
  '/cart/more',
  '/personal/my',
  '/productList/detail/more?id=1',
  '/pc/productList/more?category_id=1',
  // A page set, a document, a campaign page or a washing step outside its closed set.
  '/tablet/otherPages/docx',
  '/PC/otherPages/docx',
  '/pc/otherPages/noSuchDocument',
  '/otherPages/washing/noSuchStep',
  '/mobile/advertising/noSuchCampaign',
  '/washing/noSuchStep',
  '/pc/otherPages/washing/noSuchStep',
  '/tablet/personalizedList',
  // Below a real page.
  '/pc/otherPages/docx/more',
  '/washing/washingList/more',
  '/mobile/productList/detail/more',
  // Spelt in ways the app's router does not read as a page.
  '/cart%20',
  '/pc%2Fcart',
  '/productList//detail',
];

describe.each(databases)('pages and unknown addresses on %s', (kind) => {
  const build = fakeAppBuild();
  test.override({ databaseKind: kind, shopEnv: { DIST_DIR: build.distDir } });
  afterAll(() => build.remove());

  const get = (shop: TestShop, url: string, method: 'GET' | 'HEAD' = 'GET') =>
    shop.app.inject({ method, url });

  test('answers every page of the app, in each page set, with the shell and 200', async ({
    shop,
  }) => {
    const addresses = pageAddresses();
    expect(addresses).toEqual(
      expect.arrayContaining([
        '/',
        '/cart',
        '/pc/productList/order/wx-pay',
        '/washing',
        '/washing/washingStore',
        '/otherPages/docx',
        '/pc/otherPages/websiteMap',
        '/mobile/advertising/advertisingWaterfall',
        '/mobile/otherPages/washing/washingSuccess',
        '/pc/personalizedList',
      ]),
    );
    for (const address of addresses) {
      const response = await get(shop, address);
      expect(response.statusCode, address).toBe(200);
      expect(response.headers['content-type'], address).toContain('text/html');
      expect(response.body, address).toContain('<title>MAISON</title>');
    }
  });

  test('reads an address as the app does: trailing slashes, query, case and encoding', async ({
    shop,
  }) => {
    for (const address of [
      '/cart/',
      '/Cart//',
      '/%63art',
      '/cart?from=share',
      '/PRODUCTLIST/DETAIL?id=1',
      '/otherPages/docx/?code=about',
      '//otherPages/docx',
      '//cart',
      '//',
      // A real page; the app says there that the piece is gone.
      '/productList/detail?id=987654',
    ]) {
      expect((await get(shop, address)).statusCode, address).toBe(200);
    }
  });

  test('answers an unknown address with the shell, 404 and no-cache, and nothing else', async ({
    shop,
  }) => {
    for (const address of UNKNOWN_PAGES) {
      const response = await get(shop, address);
      expect(response.statusCode, address).toBe(404);
      expect(response.headers['content-type'], address).toContain('text/html');
      expect(response.headers['cache-control'], address).toBe('no-cache');
      // No preloaded picture or templates: the shell as built, with the frame's data.
      expect(withoutFrameData(response.body), address).toBe(SHELL);
    }
    // An address that cannot be decoded is refused as the client's mistake.
    expect((await get(shop, '/otherPages/%ZZ')).statusCode).toBe(400);
  });

  test('answers HEAD with the status GET gets', async ({ shop }) => {
    for (const address of ['/', '/cart', '/pc/otherPages/docx', '/no-such-page', '/washing/x']) {
      const [head, full] = [await get(shop, address, 'HEAD'), await get(shop, address)];
      expect(head.statusCode, address).toBe(full.statusCode);
      expect(head.headers['content-type'], address).toBe(full.headers['content-type']);
    }
    expect((await get(shop, '/service-worker.js', 'HEAD')).statusCode).toBe(200);
    expect((await get(shop, '/no-such-file.js', 'HEAD')).statusCode).toBe(404);
  });

  test('keeps a file name the build does not have, and the API’s paths, a JSON 404', async ({
    shop,
  }) => {
    expect((await get(shop, '/index.html')).body).toBe(SHELL);
    for (const address of [
      '/no-such-file.js',
      '/productList/index.html',
      '/assets/gone-1a2b3c.js',
      '/api/no-such',
    ]) {
      const response = await get(shop, address);
      expect(response.statusCode, address).toBe(404);
      expect(response.json(), address).toMatchObject({ code: 404, msg: '页面不存在' });
    }
  });
});
