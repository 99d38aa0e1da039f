import { expect, test, type Page, type Request } from '@playwright/test';
import type { Dashboard } from '../contract/dashboard';
import { groupDigits, yuan } from '../contract/numbers';
import { addedByOperator, chooseOwnPassword, screenshots, signIn } from './admin-support';
import { addAddress, goodsInStock, payOrder, placeOrder } from './orders-support';
import { registerMember } from './support';

// The console opens on the dashboard for an owner: today's paid orders, sales and average basket
// in the shop's time, the week's, the charts and the work waiting. Other suites place orders on
// the same shop meanwhile, so the figures are read as the page's own call answered them.

/**
 * Reloads the dashboard and answers the figures its call read: the call the reloaded page made,
 * not one the page before it still had under way.
 */
async function reloadedFigures(page: Page): Promise<Dashboard> {
  const asked = new Set<Request>();
  const track = (request: Request) => {
    if (request.url().endsWith('/admin/api/dashboard')) asked.add(request);
  };
  page.on('request', track);
  const answered = page.waitForResponse(
    (response) => asked.has(response.request()) && response.ok(),
  );
  await page.reload();
  const body = (await (await answered).json()) as { data: Dashboard };
  page.off('request', track);
  return body.data;
}

test('an owner sees the day’s figures on the dashboard once an order is paid', async ({
  page,
}, testInfo) => {
  const owner = await addedByOperator('owner');
  await page.goto('/admin/');
  await signIn(page, owner.account, owner.password);
  await chooseOwnPassword(page, owner.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const before = await reloadedFigures(page);

  const member = await registerMember(page.request);
  const addressId = await addAddress(page.request, member);
  const { skuId } = await goodsInStock(page.request, member);
  const order = await placeOrder(page.request, member, addressId, skuId);
  await payOrder(page.request, member, order);

  const after = await reloadedFigures(page);
  expect(after.today).toBe(before.today);
  expect(after.today_sales.orders).toBeGreaterThanOrEqual(before.today_sales.orders + 1);
  expect(after.today_sales.sales).toBeGreaterThanOrEqual(
    before.today_sales.sales + order.pay_amount,
  );
  const balance = (figures: Dashboard) =>
    figures.payments.find((method) => method.method === 'balance')?.sales ?? 0;
  expect(balance(after)).toBeGreaterThanOrEqual(balance(before) + order.pay_amount);

  const today = page.getByTestId('today');
  await expect(today).toContainText(`今日（${after.today}）`);
  await expect(today).toContainText(`已付款订单${groupDigits(after.today_sales.orders)}`);
  await expect(today).toContainText(`销售额${yuan(after.today_sales.sales)}`);
  await expect(today).toContainText(`客单价${yuan(after.today_sales.average_basket)}`);
  await expect(page.getByTestId('week')).toContainText(yuan(after.week_sales.sales));
  const byDay = page.getByRole('img', { name: /^每日销售额和订单数/ });
  const todayInWords = `${after.today}: ${after.today_sales.orders}, ${yuan(after.today_sales.sales)}`;
  expect(await byDay.getAttribute('aria-label')).toContain(todayInWords);
  await expect(page.getByRole('img', { name: /^各支付方式销售额/ })).toBeVisible();
  for (const title of ['本周热销单品', '库存预警', '待处理售后', '待处理取消申请', '今日预约']) {
    await expect(page.getByText(title, { exact: false }).first()).toBeVisible();
  }
  await screenshots(page, testInfo, 'dashboard');

  // In English, the same figures under English words.
  await page.getByRole('radiogroup', { name: '语言' }).getByText('EN', { exact: true }).click();
  const english = page.getByTestId('today');
  await expect(english).toContainText(`Today (${after.today})`);
  await expect(english).toContainText('Paid orders');
  await expect(english).toContainText('Average basket');
  const menu = page.getByRole('menu', { name: 'Console menu' });
  await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Sales and orders by day/ })).toBeVisible();
  await expect(page.getByText('Best sellers this week')).toBeVisible();
  await screenshots(page, testInfo, 'dashboard-en');

  // The work waiting opens where it is done.
  const cancellations = page.locator('.ant-card').filter({ hasText: 'Cancellations to answer' });
  await cancellations.getByRole('link', { name: 'All' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?state=cancelling$/);
});
