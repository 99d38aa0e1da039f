import { expect, test } from '@playwright/test';
import { SHOP_URL } from '../playwright.config';
import {
  CN,
  amountRow,
  buyNow,
  earnPoints,
  expectAccessible,
  expectConsentAsked,
  failedAttempt,
  freshBrowser,
  giveAddress,
  isDesktop,
  plentifulPiece,
  settleInCashier,
  signInWithPassword,
} from './checkout-support';
import { operator } from './orders-support';
import { ACCOUNT, isCall, registerMember, signInAs } from './support';

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
  await expectConsentAsked(page, CN);
  expect(submits).toHaveLength(0);

  await page.getByRole('checkbox', { name: CN.consent }).check();
  await page.getByRole('button', { name: CN.submit }).dblclick();
  await settleInCashier(page, 'pay');
  expect(submits).toHaveLength(1);
  expect(await page.evaluate(() => localStorage.getItem('createOrderSkuList'))).toBeNull();

  await expect(page.getByRole('heading', { name: CN.paid })).toBeVisible();
  await expect(page.getByRole('link', { name: CN.viewOrder })).toHaveAttribute(
    'href',
    /\/orders\/\d+$/,
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

test('the result pages say what they can without a session, and signing in leads to the order', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const member = await registerMember(page.request);
  await giveAddress(page.request, member);
  await signInAs(page, member, SHOP_URL);
  const piece = await plentifulPiece(page, 4);
  await buyNow(page, piece);
  await page.getByRole('checkbox', { name: CN.consent }).check();
  await page.getByRole('button', { name: CN.submit }).click();
  const wayBack = await settleInCashier(page, 'pay');
  await expect(page.getByRole('heading', { name: CN.paid })).toBeVisible();
  const orderNo = (await amountRow(page, '订单号').textContent()) ?? '';
  const orderId = new URL(page.url()).searchParams.get('order_id');

  // The way back opened in a browser without the session (another browser, another host name).
  const visitor = await freshBrowser(browser, page, testInfo);
  try {
    await visitor.page.goto(wayBack);
    const main = visitor.page.getByRole('main');
    await expect(main.getByRole('heading', { name: '我们已收到您的付款' })).toBeVisible();
    await expect(main.getByText('支付成功', { exact: true })).toBeVisible();
    // Whoever holds the address learns that it was paid, nothing of the order.
    await expect(main).not.toContainText('¥');
    await expect(main).not.toContainText(orderNo);
    await main.getByRole('link', { name: '登录查看订单' }).click();
    await signInWithPassword(visitor.page, member, ACCOUNT.cn);
    await expect(visitor.page).toHaveURL(new RegExp(`/orders/${orderId}$`));
    await expect(visitor.page.getByText(`订单号 ${orderNo}`)).toBeVisible();
    // Signed in now, the way back shows the order's own result.
    await visitor.page.goto(wayBack);
    await expect(visitor.page.getByRole('heading', { name: CN.paid })).toBeVisible();
  } finally {
    await visitor.context.close();
  }

  // Here the session ends while a payment of another order fails (the device still holds it,
  // the server no longer does), read in English.
  const failed = await failedAttempt(page, member, piece);
  const ended = await page.request.post('/api', {
    params: { _mall_id: '2', r: 'api/passport/logout' },
    headers: { 'x-access-token': member.token },
    multipart: {},
  });
  expect(((await ended.json()) as { code: number }).code).toBe(0);
  await page.context().addCookies([{ name: 'lang', value: 'EN', url: SHOP_URL }]);
  const failPage = isDesktop(page) ? '/pc/productList/order/pay-failed' : '/mobile/payResult/fail';
  await page.goto(`${failPage}?order_id=${failed.order_id}&payment_no=${failed.paymentNo}`);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { name: 'Payment failed, please try again' }),
  ).toBeVisible();
  await expect(main).toContainText('Sign in to pay for this order again');
  await main.getByRole('link', { name: 'Sign in to see your order' }).click();
  await signInWithPassword(page, member, ACCOUNT.en);
  await expect(page).toHaveURL(new RegExp(`/orders/${failed.order_id}$`));
  await expect(page.getByText(`Order no. ${failed.order_no}`)).toBeVisible();
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

  // Nothing given: the address is asked for first.
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
  const consent = /I agree that my personal information/;
  await expectConsentAsked(page, {
    consent,
    consentRequired:
      'Please agree to the cross-border transfer of your information before submitting',
    submit: 'Submit order',
  });
  await page.getByRole('checkbox', { name: consent }).check();

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
