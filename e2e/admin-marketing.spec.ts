import { expect, test } from '@playwright/test';
import {
  addedByOperator,
  animationsEnded,
  desktopShot,
  screenshots,
  signInFirstTime,
} from './admin-support';
import { SHOP_URL } from '../playwright.config';
import { amountRow, buyNow, giveAddress, plentifulPiece } from './checkout-support';
import { MEMBER, registerMember, signInAs } from './support';

// The merchant console's marketing against the real shop: a manager creates a coupon with its
// rules, gives it to a shopper by mobile (the shopper then finds it among their coupons), reads
// its count in English, looks at the promotions, and exports the newsletter's subscribers.

test.describe.configure({ timeout: 120_000 });

test('a manager creates a coupon and gives it to a member, who sees it among their coupons', async ({
  page,
}, testInfo) => {
  const member = await registerMember(page.request, { lastName: '林', firstName: '夕' });
  const manager = await addedByOperator('manager');
  await signInFirstTime(page, manager);
  const tag = Date.now().toString(36).slice(-5).toUpperCase();

  await page
    .getByRole('menu', { name: '后台菜单' })
    .getByRole('menuitem', { name: '营销' })
    .click();
  await expect(page).toHaveURL(/\/admin\/marketing$/);
  await page.getByRole('button', { name: '新建优惠券' }).click();
  const create = page.getByRole('dialog', { name: '新建优惠券' });
  await create.getByLabel('名称（中文）').fill(`冬日礼遇 ${tag}`);
  await create.getByLabel('名称（英文）').fill(`Winter treat ${tag}`);
  await create.getByLabel('说明（中文）').fill('满 2000 元减 200 元');
  await create.getByLabel('说明（英文）').fill('¥200 off orders of ¥2,000');
  await create.getByLabel('优惠金额（元）').fill('200');
  await create.getByLabel('最低消费（元）').fill('2000');
  await create.getByLabel('兑换码').fill(`win${tag}`);
  await desktopShot(page, testInfo.outputPath('coupon-new.png'));
  await create.getByRole('button', { name: /^创\s?建$/ }).click();
  await expect(create).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: `冬日礼遇 ${tag}` });
  await expect(row).toContainText('¥200.00');
  await expect(row).toContainText('¥2,000.00');
  await expect(row).toContainText(`WIN${tag}`);
  await expect(row).toContainText('生效中');
  await row.getByRole('button', { name: /^发\s?放$/ }).click();
  const issue = page.getByRole('dialog', { name: `发放“冬日礼遇 ${tag}”` });
  await issue.getByLabel('会员号或手机号').fill(member.mobile);
  await issue.getByRole('button', { name: /^发\s?放$/ }).click();
  await expect(page.getByText('已向 1 位会员发放优惠券')).toBeVisible();
  await expect(issue).toBeHidden();
  // Given twice to the same member: refused, in the console's words.
  await row.getByRole('button', { name: /^发\s?放$/ }).click();
  await issue.getByLabel('会员号或手机号').fill(member.mobile);
  await issue.getByRole('button', { name: /^发\s?放$/ }).click();
  await expect(issue.getByText('该会员已持有这张优惠券')).toBeVisible();
  await issue.getByRole('button', { name: /^取\s?消$/ }).click();
  await desktopShot(page, testInfo.outputPath('coupon-issued.png'));

  // In English: the coupon's English name and its count; the newsletter's list and export.
  await page.getByRole('radiogroup', { name: '语言' }).getByText('EN', { exact: true }).click();
  const english = page.getByRole('row').filter({ hasText: `Winter treat ${tag}` });
  await expect(english).toContainText('In effect');
  await expect(english.getByRole('cell').nth(5)).toHaveText('1 / 0');
  await screenshots(page, testInfo, 'coupons-en');
  // The catalogue's promotions, each with the dates it runs (only looked at: other suites use them).
  await page.getByRole('tab', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/admin\/marketing\/promotions$/);
  await expect(page.getByRole('columnheader', { name: 'Discount' })).toBeVisible();
  await desktopShot(page, testInfo.outputPath('promotions-en.png'));
  await page.getByRole('tab', { name: 'Newsletter subscribers' }).click();
  await expect(page).toHaveURL(/\/admin\/marketing\/subscribers$/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  await desktopShot(page, testInfo.outputPath('subscribers-en.png'));

  // The shopper finds the coupon among their usable coupons.
  await signInAs(page, member, SHOP_URL);
  await page.goto('/personal');
  await page
    .getByRole('navigation', { name: MEMBER.myAccount })
    .getByRole('link', { name: MEMBER.coupons })
    .click();
  const coupon = page.getByRole('listitem').filter({ hasText: `冬日礼遇 ${tag}` });
  await expect(coupon).toContainText('¥200.00');
  await expect(coupon).toContainText('满 2000 元减 200 元');
  // Its redeem code, typed by a member who holds it already, is refused.
  await page.getByLabel('优惠券兑换码').fill(`win${tag}`);
  await page.getByRole('button', { name: '兑换', exact: true }).click();
  await expect(page.getByRole('status').getByText('您已领取过这张优惠券')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('shopper-coupons.png') });
});

test('a manager creates a percentage coupon for a category, which a shopper uses at checkout', async ({
  page,
}, testInfo) => {
  const member = await registerMember(page.request, { lastName: '沈', firstName: '曦' });
  await giveAddress(page.request, member);
  // A piece well apart from those the shoppers' suites buy; its department is the coupon's.
  const piece = await plentifulPiece(page, 14);
  const departmentIn = async (language: 'cn' | 'en') => {
    const detail = await page.request.get('/api', {
      params: { _mall_id: '2', r: 'api/goods/detail', id: String(piece.goodsId) },
      headers: { language },
    });
    const { category } = (
      (await detail.json()) as { data: { category: { path: { name: string }[] } } }
    ).data;
    return category.path[0]?.name ?? '';
  };
  const department = await departmentIn('cn');
  const departmentEn = await departmentIn('en');
  expect(department).not.toBe('');
  const manager = await addedByOperator('manager');
  await signInFirstTime(page, manager);
  const tag = Date.now().toString(36).slice(-5).toUpperCase();

  await expect(page).not.toHaveURL(/\/admin\/(password|sign-in)$/);
  await page.goto('/admin/marketing');
  await page.getByRole('button', { name: '新建优惠券' }).click();
  const create = page.getByRole('dialog', { name: '新建优惠券' });
  await create.getByLabel('名称（中文）').fill(`九折礼遇 ${tag}`);
  await create.getByLabel('名称（英文）').fill(`Ten percent ${tag}`);
  await create.getByText('按比例优惠', { exact: true }).click();
  // Nothing chosen: the form says what is missing, in the console's language, and sends nothing.
  await create.getByText('指定品类', { exact: true }).click();
  await create.getByRole('button', { name: /^创\s?建$/ }).click();
  await expect(create.getByText('请填写 1 至 99 之间的整数比例')).toBeVisible();
  await expect(create.getByText('请选择品类')).toBeVisible();
  await create.getByLabel('优惠比例（%）').fill('10');
  await create.getByLabel('封顶金额（元）').fill('5000');
  // The tree is long: the department is looked for by its name, then chosen.
  await create.getByLabel('品类（含其下子品类）').fill(department);
  const node = page.locator(`.ant-select-tree-node-content-wrapper[title="${department}"]`);
  await expect(node.first()).toBeVisible();
  await animationsEnded(page);
  await node.first().click();
  await create.getByLabel('名称（中文）').click();
  await expect(page.locator('.ant-select-tree')).toBeHidden();
  await page.setViewportSize({ width: 1440, height: 900 });
  await animationsEnded(page);
  await page.screenshot({ path: testInfo.outputPath('coupons-new-percent.png') });
  await create.getByRole('button', { name: /^创\s?建$/ }).click();
  await expect(create).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: `九折礼遇 ${tag}` });
  await expect(row).toContainText('立减 10%，最多 ¥5,000.00');
  await expect(row).toContainText(`指定品类：${department}`);
  await row.getByRole('button', { name: /^发\s?放$/ }).click();
  const issue = page.getByRole('dialog', { name: `发放“九折礼遇 ${tag}”` });
  await issue.getByLabel('会员号或手机号').fill(member.mobile);
  await issue.getByRole('button', { name: /^发\s?放$/ }).click();
  await expect(page.getByText('已向 1 位会员发放优惠券')).toBeVisible();
  await expect(issue).toBeHidden();
  await page.setViewportSize({ width: 1440, height: 900 });
  await animationsEnded(page);
  await page.screenshot({ path: testInfo.outputPath('coupons-list.png') });
  await page.getByRole('radiogroup', { name: '语言' }).getByText('EN', { exact: true }).click();
  const english = page.getByRole('row').filter({ hasText: `Ten percent ${tag}` });
  await expect(english).toContainText('10% off, at most ¥5,000.00');
  await expect(english).toContainText(`Categories: ${departmentEn}`);
  await page.getByRole('button', { name: 'New coupon' }).click();
  const dialog = page.getByRole('dialog', { name: 'New coupon' });
  await dialog.getByText('Percentage off', { exact: true }).click();
  await dialog.getByText('Some pieces', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Enter a whole percentage from 1 to 99')).toBeVisible();
  await expect(dialog.getByText('Enter a style number')).toBeVisible();
  await animationsEnded(page);
  await page.screenshot({ path: testInfo.outputPath('coupons-new-en.png') });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });

  // The shopper buys the piece: the coupon says what it takes off this order, and takes it.
  await signInAs(page, member, SHOP_URL);
  await buyNow(page, piece);
  const choice = page.getByRole('radio', { name: new RegExp(`九折礼遇 ${tag}`) });
  await expect(choice).toBeEnabled();
  const label = page.locator('label').filter({ has: choice });
  await expect(label).toContainText('立减 10%');
  await expect(label).toContainText(`仅限${department}`);
  const terms = (await label.textContent()) ?? '';
  const off = /本单可减 (¥[\d,]+\.\d{2})/.exec(terms)?.[1] ?? '';
  expect(off).not.toBe('');
  await choice.check();
  await expect(amountRow(page, '优惠券')).toHaveText(`−${off}`);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('coupons-checkout.png'), fullPage: true });

  await page.goto('/personal');
  await page
    .getByRole('navigation', { name: MEMBER.myAccount })
    .getByRole('link', { name: MEMBER.coupons })
    .click();
  const card = page.getByRole('listitem').filter({ hasText: `九折礼遇 ${tag}` });
  await expect(card).toContainText('立减 10%');
  await expect(card).toContainText('最多减 ¥5,000.00');
  await expect(card).toContainText(`仅限${department}`);
  await page.screenshot({ path: testInfo.outputPath('coupons-member.png') });
});
