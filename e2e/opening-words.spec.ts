import { expect, test, type Locator, type Page } from '@playwright/test';
import { SHOP_URL } from '../playwright.config';
import { registerMember, signInAs } from './support';
import { firstStoryId } from './topics-support';

type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;

interface Drawn {
  text: string;
  box: Box;
}

/** The heading and paragraphs the opening document drew itself, before any of the app's code ran. */
async function documentWords(page: Page, path: string): Promise<Drawn[]> {
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto(path);
  const blocks = page.locator('#boot-hero').locator('h1, p');
  await expect(blocks.first()).toBeVisible();
  const drawn: Drawn[] = [];
  for (const block of await blocks.all()) {
    const text = (await block.textContent()) ?? '';
    const box = await block.boundingBox();
    if (text && box) drawn.push({ text, box });
  }
  await page.unroute(/\.js$/);
  return drawn;
}

// A phone is shown the first words of a policy, the boutiques, the stories, a story, the pieces to
// personalise or a search by its document, while the app's code arrives; when the app draws the
// page, its own words must be exactly where they were, or the text jumps under the reader's eyes.
test.describe('the words an opening document draws @mobile', () => {
  const pages: [string, (page: Page) => Promise<string>, string][] = [
    ['a policy', async () => '/otherPages/returnPolicy', 'cn'],
    ['a policy in English', async () => '/otherPages/termsOfSale', 'en'],
    ['the boutiques', async () => '/otherPages/boutique', 'cn'],
    ['the pieces to personalise', async () => '/personalizedList', 'en'],
    ['the stories', async () => '/advertising/waterfallList', 'cn'],
    ['a search', async () => '/mobile/productList/resultsList?keyword=cashmere', 'en'],
    [
      'a story',
      async (page) => `/advertising/details?id=${await firstStoryId(page.request)}`,
      'cn',
    ],
  ];
  for (const [name, pathOf, lang] of pages) {
    test(`on ${name}, are where the app draws its own`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'lang', value: lang, url: baseURL ?? '' }]);
      await expectDrawnWhereTheAppDraws(page, await pathOf(page));
    });
  }
});

// The user center greets the member by the hour where their device is: its document knows it
// from the time zone the app keeps in a cookie.
test.describe('the greeting a member’s user center document draws @mobile', () => {
  test.use({ timezoneId: 'America/New_York' });
  test('is where the app draws its own, with the same words', async ({ page, context }) => {
    const member = await registerMember(page.request);
    await signInAs(page, member, SHOP_URL);
    await context.addCookies([{ name: 'tz', value: 'America%2FNew_York', url: SHOP_URL }]);
    await expectDrawnWhereTheAppDraws(page, '/personal');
  });
});

/** The words the document drew at `path` are the app's, exactly where the app draws them. */
async function expectDrawnWhereTheAppDraws(page: Page, path: string): Promise<void> {
  const drawn = await documentWords(page, path);
  // A heading and at least one line of text.
  expect(drawn.length).toBeGreaterThanOrEqual(2);

  await page.goto(path);
  await expect(page.locator('#boot-hero')).toHaveCount(0);
  const main = page.getByRole('main');
  for (const { text, box } of drawn) {
    // A story's group is a link in the app, and its date a time element.
    const own = main.locator('h1, p, a, time').filter({ hasText: text }).first();
    await expect(own).toBeVisible();
    expect(await own.textContent(), text).toBe(text);
    // Within half a pixel: layout rounds to a 64th of a pixel along different paths.
    expect(await own.boundingBox(), text).toEqual({
      x: expect.closeTo(box.x, 0),
      y: expect.closeTo(box.y, 0),
      width: expect.closeTo(box.width, 0),
      height: expect.closeTo(box.height, 0),
    });
  }
}
