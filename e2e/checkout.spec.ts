import { expect, test } from '@playwright/test';
import { SHOP_URL } from '../playwright.config';
import {
  CN,
  amountRow,
  buyNow,
  earnPoints,
  expectAccessible,
  giveAddress,
  isDesktop,
  plentifulPiece,
  settleInCashier,
} from './checkout-support';
import { operator } from './orders-support';
import { isCall, registerMember, signInAs } from './support';

// The order page and the pay pages, signed in as members made for each test. Buying starts with
// "Buy now" on a detail (/productList/detail and /productList/order adapt to the width); paying
// goes through the sandbox cashier: its link beside the QR code on a desktop, its page on a phone.

test('a member buys now with the welcome coupon and pays in the sandbox cashier', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const member = await registerMember(page.request);
  await giveAddress(page.request, member);
  await signInAs(page, member, SHOP_URL);
  const piece = await plentifulPiece(page, 0);
  await buyNow(page, piece);

  await expect(page.getByText('王芳')).toBeVisible();
  await expect(page.getByRole('switch', { name: CN.points })).toBeDisabled();
  const total = amountRow(page, '应付金额');
  const before = await total.textContent();
  await page.getByRole('radio', { name: CN.coupon }).check();
  await expect(amountRow(page, '优惠券')).toHaveText('−¥100.00');
  await expect(total).not.toHaveText(before ?? '');
  await expectAccessible(page, 'the order page');

  const submits: string[] = [];
  page.on('request', (request) => {
    if (isCall(request.url(), 'api/order/submit')) submits.push(request.url());
  });
  await page.getByRole('button', { name: CN.submit }).click();
  await expect(page.getByText(CN.consentRequired)).toBeVisible();
  expect(submits).toHaveLength(0);

  await page.getByRole('checkbox', { name: CN.consent }).check();
  await page.getByRole('button', { name: CN.submit }).dblclick();
  await settleInCashier(page, 'pay');
  expect(submits).toHaveLength(1);
  expect(await page.evaluate(() => localStorage.getItem('createOrderSkuList'))).toBeNull();

  await expect(page.getByRole('heading', { name: CN.paid })).toBeVisible();
  await expect(page.getByRole('link', { name: CN.viewOrder })).toHaveAttribute(
    'href',
    /\?tab=order&id=\d+$/,
  );
  await expectAccessible(page, 'the success page');
});

test('a failed payment can be paid again, here with points', async ({ page }) => {
  test.setTimeout(120_000);
  const member = await registerMember(page.request);
  await giveAddress(page.request, member);
  await earnPoints(page, member, await plentifulPiece(page, 1));
  await signInAs(page, member, SHOP_URL);
  await buyNow(page, await plentifulPiece(page, 2));

  const points = page.getByRole('switch', { name: CN.points });
  await expect(points).toBeEnabled();
  await points.check();
  await expect(page.getByText(/^积分抵扣（[\d,]+ 积分）$/)).toBeVisible();
  await page.getByRole('checkbox', { name: CN.consent }).check();
  await page.getByRole('button', { name: CN.submit }).click();

  await settleInCashier(page, 'fail');
  await expect(page.getByRole('heading', { name: CN.failed })).toBeVisible();
  await expectAccessible(page, 'the failure page');
  await page.getByRole('button', { name: CN.payAgain }).click();
  await settleInCashier(page, 'pay');
  await expect(page.getByRole('heading', { name: CN.paid })).toBeVisible();
});

test('a member without an address adds one on the order page, in English', async ({ page }) => {
  test.setTimeout(90_000);
  await page.context().addCookies([{ name: 'lang', value: 'EN', url: SHOP_URL }]);
  const member = await registerMember(page.request);
  await signInAs(page, member, SHOP_URL);
  await buyNow(page, await plentifulPiece(page, 3), {
    buyNow: 'Buy now',
    size: 'Size',
  });

  await page.getByRole('checkbox', { name: /I agree that my personal information/ }).check();
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page.getByText('A delivery address is required')).toBeVisible();

  await page.getByRole('button', { name: 'Add a new address' }).click();
  const form = page.getByRole('dialog', { name: 'Add a new address' });
  await form.getByLabel('Name').fill('Fang Wang');
  await form.getByLabel('Mobile number').fill('13912345678');
  for (const level of ['Province', 'City', 'Area']) {
    const select = form.getByLabel(level, { exact: true });
    await expect(select).toBeEnabled();
    await select.selectOption({ index: 1 });
  }
  await form.getByLabel('Detailed address').fill('1266 West Nanjing Road');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Fang Wang')).toBeVisible();
  await expect(page.getByText('A delivery address is required')).toBeHidden();

  // The first submission is sent as if the page had shown another total: the server answers
  // with the amounts as they are, and the page asks to confirm them.
  const keys: string[] = [];
  await page.route(
    (url) => isCall(url.href, 'api/order/submit'),
    async (route) => {
      const body = route.request().postData() ?? '';
      keys.push(/name="idempotency_key"\r\n\r\n([^\r]+)/.exec(body)?.[1] ?? '');
      if (keys.length > 1) return route.continue();
      const changed = body.replace(/(name="expected_amount"\r\n\r\n)\d+/, '$11');
      return route.continue({ postData: changed });
    },
  );
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page.getByText(/Please check the new amounts and submit again/)).toBeVisible();
  await expect(page).toHaveURL(/\/productList\/order$/);
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page).toHaveURL(isDesktop(page) ? /\/wx-pay\?order_id=\d+/ : /\/sandbox\/pay\//);
  if (isDesktop(page)) {
    await expect(page.getByRole('img', { name: 'WeChat Pay QR code' })).toBeVisible();
    await expectAccessible(page, 'the QR page');
  }
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
});

test('the balance is one of the ways to pay on the order page, and is spent once confirmed', async ({
  page,
}) => {
  const member = await registerMember(page.request);
  await giveAddress(page.request, member);
  await operator('balance', 'add', member.mobile, '500000');
  await signInAs(page, member, SHOP_URL);
  await buyNow(page, await plentifulPiece(page, 3));

  const methods = page.getByRole('group', { name: '支付方式' });
  await expect(methods.getByRole('radio')).toHaveCount(3);
  await expect(methods).toContainText('余额 ¥500,000.00');
  const total = (await amountRow(page, '应付金额').textContent()) ?? '';
  await methods.getByRole('radio', { name: /账户余额/ }).check();
  await page.getByRole('checkbox', { name: CN.consent }).check();

  const submits: string[] = [];
  page.on('request', (request) => {
    if (isCall(request.url(), 'api/order/submit')) submits.push(request.url());
  });
  await page.getByRole('button', { name: CN.submit }).click();
  const confirm = page.getByRole('dialog', { name: `使用账户余额支付 ${total}？` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: '暂不支付' }).click();
  await expect(confirm).toHaveCount(0);
  expect(submits).toHaveLength(0);

  await page.getByRole('button', { name: CN.submit }).click();
  await confirm.getByRole('button', { name: '确认余额支付' }).click();
  // Paid at once: no second choice of a way to pay on the way.
  await expect(page.getByRole('heading', { name: CN.paid })).toBeVisible();
  expect(submits).toHaveLength(1);
  await expect(page.getByRole('group', { name: '支付方式' })).toHaveCount(0);
  await page.goto('/personal?tab=balance');
  await expect(page.getByRole('row').nth(1)).toContainText('订单支付');
  await expect(page.getByRole('row').nth(1)).toContainText(`−${total}`);
});
