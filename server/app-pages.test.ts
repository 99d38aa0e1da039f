import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../contract/app-routes';
import { SHELL, fakeAppBuild } from './test/app-build';
import { createTestShop, databases, type TestShop } from './test/harness';

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
  '/otherPages/DOCX',
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
  let shop: TestShop;
  const build = fakeAppBuild();
  beforeAll(async () => {
    shop = await createTestShop(kind, { DIST_DIR: build.distDir });
  });
  afterAll(async () => {
    await shop?.close();
    build.remove();
  });

  const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => shop.app.inject({ method, url });

  it('answers every page of the app, in each page set, with the shell and 200', async () => {
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
      const response = await get(address);
      expect(response.statusCode, address).toBe(200);
      expect(response.headers['content-type'], address).toContain('text/html');
      expect(response.body, address).toContain('<title>MAISON</title>');
    }
  });

  it('reads an address as the app does: trailing slashes, query, case and encoding', async () => {
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
      expect((await get(address)).statusCode, address).toBe(200);
    }
  });

  it('answers an unknown address with the shell, 404 and no-cache, and nothing else', async () => {
    for (const address of UNKNOWN_PAGES) {
      const response = await get(address);
      expect(response.statusCode, address).toBe(404);
      expect(response.headers['content-type'], address).toContain('text/html');
      expect(response.headers['cache-control'], address).toBe('no-cache');
      // No preloaded picture or templates: the shell as built.
      expect(response.body, address).toBe(SHELL);
    }
    // An address that cannot be decoded is refused as the client's mistake.
    expect((await get('/otherPages/%ZZ')).statusCode).toBe(400);
  });

  it('answers HEAD with the status GET gets', async () => {
    for (const address of ['/', '/cart', '/pc/otherPages/docx', '/no-such-page', '/washing/x']) {
      const [head, full] = [await get(address, 'HEAD'), await get(address)];
      expect(head.statusCode, address).toBe(full.statusCode);
      expect(head.headers['content-type'], address).toBe(full.headers['content-type']);
    }
    expect((await get('/service-worker.js', 'HEAD')).statusCode).toBe(200);
    expect((await get('/no-such-file.js', 'HEAD')).statusCode).toBe(404);
  });

  it('keeps a file name the build does not have, and the API’s paths, a JSON 404', async () => {
    expect((await get('/index.html')).body).toBe(SHELL);
    for (const address of [
      '/no-such-file.js',
      '/productList/index.html',
      '/assets/gone-1a2b3c.js',
      '/api/no-such',
    ]) {
      const response = await get(address);
      expect(response.statusCode, address).toBe(404);
      expect(response.json(), address).toMatchObject({ code: 404, msg: '页面不存在' });
    }
  });
});
