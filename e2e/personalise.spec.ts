import { expect, test } from '@playwright/test';
import { SHOP_URL } from '../playwright.config';
import { bagLink } from './cart-support';
import { customPieces, useLanguage, WORDS, type Lang } from './personalise-support';
import { registerMember, signInAs } from './support';

const BAG_SN = 'MF25-B-TH-0071';

test('a shopper personalises a bag with initials and finds them in the bag', async ({
  page,
}, testInfo) => {
  const mobile = testInfo.project.name === 'mobile';
  const lang: Lang = mobile ? 'en' : 'cn';
  const words = WORDS[lang];
  const bag = (await customPieces(page.request, lang)).list.find((p) => p.sn === BAG_SN);
  expect(bag).toBeDefined();
  const member = await registerMember(page.request);
  await signInAs(page, member, SHOP_URL);
  await useLanguage(page, lang, SHOP_URL);

  await page.goto(`/${mobile ? 'mobile' : 'pc'}/personalizedList/detail?goods_id=${bag?.id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: bag?.name })).toBeVisible();
  const initials = main.getByRole('textbox', { name: words.initials });
  const preview = main.getByRole('img', { name: new RegExp(words.preview) });

  // No initials yet: "Add to bag" asks for them, and the message goes as they are typed.
  await main.getByRole('button', { name: words.add }).click();
  await expect(main.getByRole('alert')).toHaveText(words.required);
  await expect(initials).toBeFocused();
  await initials.pressSequentially('l');
  await expect(main.getByRole('alert')).toHaveCount(0);

  // Three of one letter: refused as typed, and again on "Add to bag".
  await initials.fill('aaa');
  await expect(initials).toHaveValue('AAA');
  await expect(main.getByRole('alert')).toHaveText(words.repeated);
  await expect(initials).toHaveAttribute('aria-invalid', 'true');
  await main.getByRole('button', { name: words.add }).click();
  await expect(initials).toBeFocused();
  await expect(main.getByText(words.added)).toHaveCount(0);
  await expect(bagLink(page)).toHaveAccessibleName(words.emptyBag);
  await expect(page.getByTestId('initials-preview')).toHaveCount(0);

  await initials.fill('ly');
  await expect(main.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('initials-preview')).toHaveText('LY');
  await expect(preview).toHaveAccessibleName(/LY/);
  await main.getByRole('group', { name: words.position }).getByText(words.corner).click();
  await main.getByRole('group', { name: words.letterColour }).getByText(words.silver).click();
  await main.getByRole('group', { name: words.pendants }).getByText(words.tassel).click();
  await expect(preview).toHaveAccessibleName(
    new RegExp(`LY\\W+${words.silver}\\W+${words.corner}`),
  );

  await main.getByRole('button', { name: words.add }).click();
  await expect(main.getByRole('status')).toContainText(words.added);
  await expect(bagLink(page)).toHaveAccessibleName(words.bag);

  await main.getByRole('link', { name: words.viewBag }).click();
  await expect(page).toHaveURL(mobile ? /\/mobile\/cart$/ : /\/pc\/cart$/);
  const line = page.getByRole('main').getByLabel(words.personalisation, { exact: true });
  await expect(line).toBeVisible();
  const row = (label: string) =>
    line.locator('div').filter({ has: page.getByText(label, { exact: true }) });
  await expect(row(words.lettersRow).getByRole('definition')).toHaveText('LY');
  await expect(row(words.positionRow).getByRole('definition')).toHaveText(words.corner);
  await expect(row(words.colourRow).getByRole('definition')).toHaveText(words.silver);
  await expect(row(words.pendantsRow).getByRole('definition')).toHaveText(words.tassel);
});

test('the list shows the pieces to personalise and leads to each one’s composer', async ({
  page,
}, testInfo) => {
  const lang: Lang = testInfo.project.name === 'mobile' ? 'cn' : 'en';
  const words = WORDS[lang];
  const { list, pagination } = await customPieces(page.request, lang);
  expect(pagination.total_count).toBeGreaterThanOrEqual(8);
  await useLanguage(page, lang, SHOP_URL);

  await page.goto('/personalizedList');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
  await expect(main.getByText(words.days)).toBeVisible();
  const cards = main.getByRole('list', { name: words.pieces }).getByRole('article');
  await expect(cards).toHaveCount(Math.min(list.length, 24));
  await expect(cards.first()).toContainText(list[0]?.name ?? '');

  const second = list[1];
  await cards.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/personalizedList/detail\\?goods_id=${second?.id}$`));
  await expect(main.getByRole('heading', { level: 1, name: second?.name })).toBeVisible();
  await expect(main.getByRole('textbox', { name: words.initials })).toBeVisible();
});

test('the shop leads to the composer from a piece it personalises and from the gifting story', async ({
  page,
}) => {
  const pieces = (await customPieces(page.request, 'cn')).list;
  const bag = pieces.find((p) => p.sn === BAG_SN);
  if (!bag) throw new Error('the bag is not personalised');
  const main = page.getByRole('main');
  const personalise = main.getByRole('link', { name: '以首字母专属定制' });

  await page.goto(`/productList/detail?id=${bag.id}`);
  await personalise.click();
  await expect(page).toHaveURL(new RegExp(`/personalizedList/detail\\?goods_id=${bag.id}$`));
  await expect(main.getByRole('textbox', { name: WORDS.cn.initials })).toBeVisible();

  // A piece the workshop does not personalise offers no such way.
  const list = await page.request.get('/api', {
    params: { _mall_id: '2', r: 'api/default/goods-list', page_size: '40' },
  });
  const { data } = (await list.json()) as { data: { list: { id: number; name: string }[] } };
  const plain = data.list.find((piece) => !pieces.some((p) => p.id === piece.id));
  if (!plain) throw new Error('every piece is personalised');
  await page.goto(`/productList/detail?id=${plain.id}`);
  await expect(main.getByRole('heading', { level: 1, name: plain.name })).toBeVisible();
  await expect(personalise).toHaveCount(0);

  // The home page's gifting story promises initials: it leads to the pieces to personalise.
  await page.goto('/');
  const story = page.getByRole('link', { name: '定制专属礼品' });
  await expect(async () => {
    await page.mouse.wheel(0, 800);
    await expect(story).toBeVisible({ timeout: 500 });
  }).toPass();
  await story.click();
  await expect(page).toHaveURL(/\/personalizedList$/);
  await expect(main.getByRole('heading', { level: 1, name: WORDS.cn.title })).toBeVisible();
});
