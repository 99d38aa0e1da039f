import { expect, test, type Page } from '@playwright/test';
import {
  CN,
  countLine,
  firstPrice,
  openHome,
  openMenuDrawer,
  productCards,
  readCount,
} from './support';

/** The women's department of the demo catalogue: 35 pieces, so two pages of 24. */
const WOMEN = { id: 1, total: 35 } as const;
/** A piece with several colours and sizes: the cotton T-shirt. */
const T_SHIRT = { id: 25, name: '棉质T恤', price: '¥3,500.00' } as const;
const PAGE_SIZE = 24;

function colourParams(page: Page): string[] {
  return new URL(page.url()).searchParams.getAll('color');
}

async function firstPrices(page: Page, count: number): Promise<number[]> {
  const texts = await productCards(page).getByRole('link').allInnerTexts();
  return texts.slice(0, count).map(firstPrice);
}

function ascending(values: number[]): boolean {
  return values.every((value, index) => index === 0 || (values[index - 1] ?? 0) <= value);
}

/** The list after filtering and sorting is settled: no dimmed (refreshing) grid. */
async function listSettled(page: Page): Promise<void> {
  await expect(page.getByRole('main').locator('ul[aria-busy="true"]')).toHaveCount(0);
}

test('from the home page through a department, filters, sort and pages to a product', async ({
  page,
  isMobile,
}) => {
  await openHome(page);

  // The women's department from the menu: the mega-menu's panel, or the phone's drawer.
  if (isMobile) {
    const drawer = await openMenuDrawer(page);
    const nav = drawer.getByRole('navigation', { name: CN.main });
    const women = nav.getByRole('button', { name: CN.women });
    await women.click();
    await expect(women).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: CN.viewAll }).click();
    await expect(drawer).toBeHidden();
  } else {
    const nav = page.getByRole('navigation', { name: CN.main });
    const women = nav.getByRole('link', { name: CN.women, exact: true });
    await women.hover();
    await expect(women).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: CN.viewAll }).click();
  }
  await expect(page).toHaveURL(new RegExp(`/productList\\?category_id=${WOMEN.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: CN.women })).toBeVisible();
  await expect(countLine(page)).toHaveText(`${WOMEN.total} 件商品`);
  await expect(productCards(page)).toHaveCount(PAGE_SIZE);
  const before = await readCount(page);

  // Two colours: the URL repeats the parameter and the count shrinks.
  if (isMobile) {
    await page.getByRole('button', { name: CN.filter, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: CN.filter });
    const colours = drawer.getByRole('group', { name: CN.colour });
    await colours.getByText('黑色', { exact: true }).click();
    await colours.getByText('象牙白', { exact: true }).click();
    await expect(colours.getByRole('checkbox', { checked: true })).toHaveCount(2);
    await drawer.getByRole('button', { name: CN.apply }).click();
    await expect(drawer).toBeHidden();
  } else {
    const colours = page
      .getByRole('complementary', { name: CN.filter })
      .getByRole('group', { name: CN.colour });
    // Each choice shows once the list for it is on screen.
    await colours.getByText('黑色', { exact: true }).click();
    await expect(colours.getByRole('checkbox', { name: '黑色' })).toBeChecked();
    await colours.getByText('象牙白', { exact: true }).click();
    await expect(colours.getByRole('checkbox', { checked: true })).toHaveCount(2);
  }
  await expect.poll(() => colourParams(page)).toHaveLength(2);
  expect(new URL(page.url()).search).toMatch(/color=\d+&color=\d+/);
  if (isMobile) await expect(page.getByRole('button', { name: /^筛选\s*2$/ })).toBeVisible();
  await listSettled(page);
  await expect.poll(() => readCount(page)).toBeLessThan(before);
  const filtered = await readCount(page);
  expect(filtered).toBeGreaterThan(PAGE_SIZE); // still two pages, to page on below
  const filteredUrl = page.url();

  // The filter survives a reload of the shared address.
  await page.reload();
  await expect(page).toHaveURL(filteredUrl);
  await expect(countLine(page)).toHaveText(`${filtered} 件商品`);
  if (isMobile) {
    const filterButton = page.getByRole('button', { name: /^筛选\s*2$/ });
    await expect(filterButton).toBeVisible();
    await filterButton.click();
    const drawer = page.getByRole('dialog', { name: CN.filter });
    const colours = drawer.getByRole('group', { name: CN.colour });
    await expect(colours.getByRole('checkbox', { name: '黑色' })).toBeChecked();
    await expect(colours.getByRole('checkbox', { name: '象牙白' })).toBeChecked();
    await drawer.getByRole('button', { name: CN.close }).click();
    await expect(drawer).toBeHidden();
  } else {
    const colours = page
      .getByRole('complementary', { name: CN.filter })
      .getByRole('group', { name: CN.colour });
    await expect(colours.getByRole('checkbox', { name: '黑色' })).toBeChecked();
    await expect(colours.getByRole('checkbox', { name: '象牙白' })).toBeChecked();
    const chips = page.getByRole('list', { name: '已选筛选条件' });
    await expect(chips.getByRole('button', { name: '移除筛选条件 黑色' })).toBeVisible();
    await expect(chips.getByRole('button', { name: '移除筛选条件 象牙白' })).toBeVisible();
  }

  // Price, low to high.
  if (isMobile) {
    await page.getByRole('button', { name: /^排序/ }).click();
    const sheet = page.getByRole('dialog', { name: CN.sortBy });
    await sheet.getByRole('radio', { name: CN.priceAsc }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: /^排序/ })).toContainText(CN.priceAsc);
  } else {
    await page.getByLabel(CN.sortBy).selectOption({ label: CN.priceAsc });
  }
  await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('price_asc');
  expect(colourParams(page)).toHaveLength(2);
  let cheapest: number[] = [];
  await expect
    .poll(async () => {
      cheapest = await firstPrices(page, PAGE_SIZE);
      return cheapest.length === PAGE_SIZE && ascending(cheapest);
    })
    .toBe(true);
  await listSettled(page);
  await expect(countLine(page)).toHaveText(`${filtered} 件商品`);

  // The next page: "Load more" on a desktop, scrolling on a phone.
  await expect(productCards(page)).toHaveCount(PAGE_SIZE);
  if (isMobile) {
    await expect(page.getByRole('button', { name: CN.loadMore })).toHaveCount(0);
    await page.getByText('正在加载更多…').scrollIntoViewIfNeeded();
    await expect(page.getByText(`已浏览全部 ${filtered} 件商品`)).toBeVisible();
  } else {
    await page.getByRole('button', { name: CN.loadMore }).click();
    await expect(page.getByRole('button', { name: CN.loadMore })).toBeHidden();
  }
  await expect(productCards(page)).toHaveCount(filtered);
  const all = await firstPrices(page, filtered);
  expect(all.slice(0, PAGE_SIZE)).toEqual(cheapest);
  expect(ascending(all)).toBe(true);

  // The cheapest piece.
  const link = productCards(page).first().getByRole('link');
  const cardText = await link.innerText();
  await link.click();
  await expect(page).toHaveURL(/\/productList\/detail\?id=\d+$/);
  expect(cardText).toContain(await detailName(page));
  await checkDetail(page, {
    price: `¥${cheapest[0]?.toLocaleString('zh-CN', { minimumFractionDigits: 2 })}`,
  });
});

/** The name of the piece once its detail screen has replaced the list. */
async function detailName(page: Page): Promise<string> {
  await expect(page.getByRole('main').getByRole('button', { name: CN.addToBag })).toBeVisible();
  return (await page.getByRole('heading', { level: 1 }).innerText()).trim();
}

/**
 * The goods detail: name, price, colours and sizes; another colour changes the pictures and the
 * colour's name; adding to the bag needs a size.
 */
async function checkDetail(page: Page, expected: { price: string }): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByText(expected.price).first()).toBeVisible();

  const colours = main.getByRole('group', { name: CN.colour, exact: true });
  const swatches = colours.getByRole('button');
  expect(await swatches.count()).toBeGreaterThan(1);
  const sizes = main.getByRole('group', { name: CN.size, exact: true });
  expect(await sizes.getByRole('button').count()).toBeGreaterThan(1);

  const first = colours.getByRole('button', { pressed: true });
  await expect(first).toHaveCount(1);
  const firstColour = (await first.getAttribute('aria-label')) ?? '';
  const picture = main.getByRole('img').first();
  await expect(picture).toHaveAttribute('alt', new RegExp(`, ${firstColour}`));
  await expect(main.getByText(firstColour, { exact: true })).toBeVisible();
  const firstSrc = (await picture.getAttribute('src')) ?? '';
  expect(firstSrc).not.toBe('');

  const other = colours.getByRole('button', { pressed: false }).first();
  const otherColour = (await other.getAttribute('aria-label')) ?? '';
  await other.click();
  await expect(colours.getByRole('button', { name: otherColour })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(picture).not.toHaveAttribute('src', firstSrc);
  await expect(picture).toHaveAttribute('alt', new RegExp(`, ${otherColour}`));
  await expect(main.getByText(otherColour, { exact: true })).toBeVisible();
  await expect(main.getByText(firstColour, { exact: true })).toHaveCount(0);

  // No size yet: the add button asks for one where the shopper sees it (on a phone, the button
  // sticks to the bottom of the screen while the sizes are further down); choosing a size clears
  // the message.
  const message = main.getByText(CN.sizeRequired);
  await expect(message).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  const addButton = main.getByRole('button', { name: CN.addToBag });
  await addButton.click();
  await expect(message).toBeVisible();
  await expect(main.getByRole('alert')).toHaveText(CN.sizeRequired);
  await expect(message).toBeInViewport();
  await expect
    .poll(async () => {
      const [said, button] = [await message.boundingBox(), await addButton.boundingBox()];
      return said && button ? said.y + said.height <= button.y : false;
    })
    .toBe(true);
  const size = sizes.getByRole('button', { disabled: false }).first();
  await expect(size).toBeFocused();
  await size.click();
  await expect(size).toHaveAttribute('aria-pressed', 'true');
  await expect(message).toHaveCount(0);
  await main.getByRole('button', { name: CN.addToBag }).click();
  await expect(message).toHaveCount(0);
}

test('the route sets of the screen size open the same list and detail', async ({
  page,
  isMobile,
}) => {
  const set = isMobile ? 'mobile' : 'pc';
  await page.goto(`/${set}/productList?category_id=${WOMEN.id}`);
  await expect(page.getByRole('heading', { level: 1, name: CN.women })).toBeVisible();
  await expect(countLine(page)).toHaveText(`${WOMEN.total} 件商品`);
  await expect(productCards(page)).toHaveCount(PAGE_SIZE);
  const cardLink = productCards(page).first().getByRole('link');
  await expect(cardLink).toHaveAttribute(
    'href',
    new RegExp(`^/${set}/productList/detail\\?id=\\d+$`),
  );

  if (isMobile) {
    // The phone set: filter drawer button, no pages, more pieces as it scrolls.
    await expect(page.getByRole('button', { name: CN.filter, exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '分页' })).toHaveCount(0);
    await page.getByText('正在加载更多…').scrollIntoViewIfNeeded();
    await expect(productCards(page)).toHaveCount(WOMEN.total);
  } else {
    // The desktop set: the filters beside the grid, and numbered pages.
    await expect(page.getByRole('complementary', { name: CN.filter })).toBeVisible();
    const pages = page.getByRole('navigation', { name: '分页' });
    await pages.getByRole('link', { name: '第 2 页' }).click();
    await expect(page).toHaveURL(`/pc/productList?category_id=${WOMEN.id}&page=2`);
    await expect(productCards(page)).toHaveCount(WOMEN.total - PAGE_SIZE);
    await expect(pages.getByRole('link', { name: '第 2 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Only the page on screen is the current one.
    await expect
      .soft(pages.getByRole('link', { name: '第 1 页' }))
      .not.toHaveAttribute('aria-current', 'page', { timeout: 3_000 });
  }

  // The last card, far down the page: the detail starts at the top.
  const target = productCards(page).last().getByRole('link');
  const cardText = await target.innerText();
  await target.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await target.click();
  await expect(page).toHaveURL(new RegExp(`/${set}/productList/detail\\?id=\\d+$`));
  expect(cardText).toContain(await detailName(page));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // The detail of each route set, opened directly.
  for (const path of [`/${set}/productList/detail`, '/productList/detail']) {
    await page.goto(`${path}?id=${T_SHIRT.id}`);
    await expect(page.getByRole('heading', { level: 1, name: T_SHIRT.name })).toBeVisible();
    await expect(page.getByRole('main').getByText(T_SHIRT.price).first()).toBeVisible();
    await expect(page.getByRole('group', { name: CN.colour, exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: CN.size, exact: true })).toBeVisible();
  }
  await checkDetail(page, { price: T_SHIRT.price });
});

test('a list filtered by a colour shows each piece in that colour', async ({ page }) => {
  const reply = await page.request.get('/api', {
    params: { _mall_id: '2', r: 'api/default/goods-list', category_id: String(WOMEN.id) },
  });
  const { list } = (
    (await reply.json()) as {
      data: { list: { color_list: { color_id: number; name: string }[] }[] };
    }
  ).data;
  // A colour that some piece does not come in first: its card would otherwise show another.
  const colour = list.flatMap((piece) => piece.color_list.slice(1))[0];
  if (!colour) throw new Error('no piece of the department comes in several colours');

  await page.goto(`/productList?category_id=${WOMEN.id}&color=${colour.color_id}`);
  const pictures = productCards(page).getByRole('img');
  await expect(pictures.first()).toBeVisible();
  const names = await pictures.evaluateAll((images) =>
    images.map((image) => image.getAttribute('alt') ?? ''),
  );
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toMatch(new RegExp(`, ${colour.name}$`));
});
