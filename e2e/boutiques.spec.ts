import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Store } from '../contract/store';
import { openHome, revealFooter } from './support';

const SHANGHAI = '310100';
const BEIJING = '110100';

/** The boutiques as the server lists them, in a language ('cn' or 'en'). */
async function storesOf(request: APIRequestContext, lang: 'cn' | 'en'): Promise<Store[]> {
  const response = await request.get('/api', {
    params: { _mall_id: '2', r: 'api/store/list' },
    headers: { language: lang },
  });
  const reply = (await response.json()) as { code: number; data: { list: Store[] } };
  expect(reply.code).toBe(0);
  return reply.data.list;
}

const inCity = (stores: Store[], city: string) => stores.filter((one) => one.city_code === city);
const dialled = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function boutiqueList(page: Page) {
  return page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('article') });
}

function marker(page: Page, store: Store) {
  return page
    .getByRole('group', { name: /精品店地图|Map of the boutiques/ })
    .getByRole('button', { name: `${store.name}, ${store.city_name}`, exact: true });
}

test('a shopper finds a boutique from the footer, by city and on the map', async ({
  page,
}, testInfo) => {
  const stores = await storesOf(page.request, 'cn');
  const shanghai = inCity(stores, SHANGHAI);
  const beijing = inCity(stores, BEIJING);
  expect(shanghai.length).toBeGreaterThan(1);
  expect(beijing.length).toBeGreaterThan(0);

  await openHome(page);
  const footer = await revealFooter(page);
  if (testInfo.project.name === 'mobile') await footer.getByText('关于我们').click();
  await footer.getByRole('link', { name: '精品店', exact: true }).click();
  await expect(page).toHaveURL(/\/otherPages\/boutique$/);
  await expect(page.getByRole('heading', { level: 1, name: '精品店' })).toBeVisible();
  await expect(page.getByText(`共 ${stores.length} 家精品店`)).toBeVisible();
  await expect(boutiqueList(page).getByRole('article')).toHaveCount(stores.length);

  // One city: its boutiques only, in the server's order, each with a number to call.
  const city = page.getByRole('combobox', { name: '城市' });
  await expect(city).toHaveValue('');
  await city.selectOption(SHANGHAI);
  await expect(page).toHaveURL(new RegExp(`[?&]city=${SHANGHAI}`));
  await expect(page.getByText(`上海市共 ${shanghai.length} 家精品店`)).toBeVisible();
  const cards = boutiqueList(page).getByRole('article');
  await expect(cards.getByRole('heading')).toHaveText(shanghai.map((one) => one.name));
  for (const [index, one] of shanghai.entries()) {
    const card = cards.nth(index);
    await expect(card.getByText(one.address)).toBeVisible();
    await expect(card.getByText(one.hours)).toBeVisible();
    await expect(card.getByRole('link', { name: one.phone })).toHaveAttribute(
      'href',
      dialled(one.phone),
    );
    // The address opens in the shopper's map app, at the boutique's place.
    const amap = card.getByRole('link', { name: `在高德地图中打开${one.name}` });
    await expect(amap).toHaveAttribute(
      'href',
      new RegExp(`^https://uri\\.amap\\.com/marker\\?position=${one.longitude}%2C${one.latitude}&`),
    );
    await expect(card.getByRole('link', { name: `在百度地图中打开${one.name}` })).toHaveAttribute(
      'href',
      new RegExp(`location=${one.latitude}%2C${one.longitude}`),
    );
    await expect(card.getByRole('link', { name: `在苹果地图中打开${one.name}` })).toHaveAttribute(
      'href',
      /^https:\/\/maps\.apple\.com\//,
    );
  }

  // A marker of the city selects its boutique and brings it into view.
  const second = shanghai[1] as Store;
  await marker(page, second).click();
  await expect(marker(page, second)).toHaveAttribute('aria-pressed', 'true');
  const chosen = page.getByRole('article', { name: second.name });
  await expect(chosen).toHaveAttribute('aria-current', 'true');
  await expect(chosen).toBeInViewport();

  // A marker elsewhere moves to its city.
  const peking = beijing[0] as Store;
  await marker(page, peking).click();
  await expect(page).toHaveURL(new RegExp(`[?&]city=${BEIJING}`));
  await expect(city).toHaveValue(BEIJING);
  await expect(cards.getByRole('heading')).toHaveText(beijing.map((one) => one.name));
  await expect(page.getByRole('article', { name: peking.name })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.getByRole('article', { name: peking.name })).toBeInViewport();
  await expect(marker(page, second)).toHaveAttribute('aria-pressed', 'false');

  // Nothing serious for assistive technology, with a city and a boutique chosen.
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  const serious = axe.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  // Back to every city.
  await city.selectOption({ label: '全部城市' });
  await expect(page).toHaveURL(/\/otherPages\/boutique$/);
  await expect(cards).toHaveCount(stores.length);
});

test('in English, on the route set of the device, with a malformed city ignored', async ({
  page,
  baseURL,
}, testInfo) => {
  const stores = await storesOf(page.request, 'en');
  const shanghai = inCity(stores, SHANGHAI);
  await page.context().addCookies([{ name: 'lang', value: 'EN', url: baseURL ?? '' }]);
  const set = testInfo.project.name === 'mobile' ? 'mobile' : 'pc';
  await page.goto(`/${set}/otherPages/boutique?city=shanghai`);

  await expect(page.getByRole('heading', { level: 1, name: 'Boutiques' })).toBeVisible();
  await expect(page.getByText(`${stores.length} boutiques`, { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'City' }).selectOption({ label: 'Shanghai' });
  await expect(page).toHaveURL(new RegExp(`/${set}/otherPages/boutique\\?city=${SHANGHAI}$`));
  await expect(page.getByText(`${shanghai.length} boutiques in Shanghai`)).toBeVisible();
  const first = page.getByRole('article', { name: shanghai[0]?.name });
  await expect(first.getByText('Opening hours')).toBeVisible();
  await expect(first.getByRole('list', { name: 'Services' }).getByRole('listitem')).not.toHaveCount(
    0,
  );
  await expect(marker(page, shanghai[0] as Store)).toBeVisible();
});
