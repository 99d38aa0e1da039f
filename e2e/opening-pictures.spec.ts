import { expect, test, type Page } from '@playwright/test';
import { firstStoryId } from './topics-support';

interface Drawn {
  src: string;
  box: { x: number; y: number; width: number; height: number };
}

/** The pictures the opening document drew itself, before any of the app's code has run. */
async function documentPictures(page: Page, path: string): Promise<Drawn[]> {
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto(path);
  const images = page.locator('#boot-hero img');
  await expect(images.first()).toBeVisible();
  const drawn: Drawn[] = [];
  for (const image of await images.all()) {
    const src = await image.getAttribute('src');
    const box = await image.boundingBox();
    if (src && box) drawn.push({ src, box });
  }
  await page.unroute(/\.js$/);
  return drawn;
}

async function firstGoodsId(page: Page): Promise<number> {
  const reply = await page.request.get('/api?_mall_id=2&r=api/default/goods-list&page_size=1', {
    headers: { language: 'cn' },
  });
  const body = (await reply.json()) as { data: { list: { id: number }[] } };
  const id = body.data.list[0]?.id;
  if (id === undefined) throw new Error('the shop has no goods');
  return id;
}

// A phone is shown the page's first pictures by its document, while the app's code arrives; when
// the app draws the page, its own pictures must take exactly their places, or the page jumps.
test.describe('the pictures an opening document draws @mobile', () => {
  const pages: [string, (page: Page) => Promise<string>][] = [
    ['the home page', async () => '/'],
    ['a list', async () => '/productList?category_id=1'],
    ['a product', async (page) => `/productList/detail?id=${await firstGoodsId(page)}`],
    ['a story', async (page) => `/advertising/details?id=${await firstStoryId(page.request)}`],
    ['the pieces to personalise', async () => '/personalizedList'],
    ['the stories', async () => '/advertising/waterfallList'],
    ['a search', async () => `/productList/resultsList?keyword=${encodeURIComponent('大衣')}`],
  ];
  for (const [name, pathOf] of pages) {
    test(`on ${name}, are where the app draws its own`, async ({ page }) => {
      const path = await pathOf(page);
      const drawn = await documentPictures(page, path);
      expect(drawn.length).toBeGreaterThan(0);

      await page.goto(path);
      await expect(page.locator('#boot-hero')).toHaveCount(0);
      for (const { src, box } of drawn) {
        const own = page.getByRole('main').locator(`img[src="${src}"]`).first();
        await expect(own).toBeVisible();
        // Within half a pixel: layout rounds to a 64th of a pixel along different paths.
        expect(await own.boundingBox(), src).toEqual({
          x: expect.closeTo(box.x, 0),
          y: expect.closeTo(box.y, 0),
          width: expect.closeTo(box.width, 0),
          height: expect.closeTo(box.height, 0),
        });
      }
    });
  }
});
