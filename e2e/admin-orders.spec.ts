import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { SHOP_URL } from '../playwright.config';
import type { OrderDetail } from '../contract/order';
import { addedByOperator, chooseOption, desktopShot, signInFirstTime } from './admin-support';
import {
  addAddress,
  callAs,
  goodsInStock,
  onShopDatabase,
  payOrder,
  placeOrder,
  type Placed,
} from './orders-support';
import { registerMember, type TestMember } from './support';

// The merchant console's orders against the real shop: a shopper's paid order is found by its
// number, opened and shipped by a warehouse account; the shopper's order shows it shipped, and the
// audit log has who did it; the same in English.

test.describe.configure({ timeout: 120_000 });

/** A member's order, placed through the shop's API and paid from the balance. */
async function paidOrder(page: Page): Promise<{ member: TestMember; order: Placed }> {
  const member = await registerMember(page.request);
  const addressId = await addAddress(page.request, member);
  const { skuId } = await goodsInStock(page.request, member);
  const order = await placeOrder(page.request, member, addressId, skuId);
  await payOrder(page.request, member, order);
  return { member, order };
}

async function findInList(page: Page, orderNo: string, words: { no: string; search: string }) {
  await page.getByLabel(words.no, { exact: true }).fill(orderNo);
  await page.getByRole('button', { name: words.search }).click();
  const row = page.getByRole('row').filter({ hasText: orderNo });
  await expect(row).toHaveCount(1);
  return row;
}

test('a warehouse account finds a paid order by its number and ships it', async ({
  page,
  browser,
}, testInfo) => {
  const { member, order } = await paidOrder(page);
  const warehouse = await addedByOperator('warehouse');
  await signInFirstTime(page, warehouse);

  // A warehouse account opens on the orders, and may ship but not decide cancellations.
  await expect(page).toHaveURL(/\/admin\/orders$/);
  const row = await findInList(page, order.order_no, { no: '订单号', search: '查询' });
  await expect(row).toContainText('待发货');
  await expect(row.getByRole('button', { name: '发货' })).toBeVisible();
  await expect(page).toHaveURL(
    new RegExp(`order_no=%22${order.order_no}%22|order_no=${order.order_no}`),
  );
  await desktopShot(page, testInfo.outputPath('orders-list.png'));

  // The export holds what the filters keep, in a file Excel opens as UTF-8.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d\d-\d\d\.csv$/);
  const exported = (await readFile(await download.path(), 'utf8')).split('\r\n');
  expect(exported[0]?.startsWith('\uFEFF订单号,下单时间,状态')).toBe(true);
  expect(exported[1]).toContain(`${order.order_no},`);
  expect(exported[2]).toBe('');

  await row.getByRole('link', { name: order.order_no }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.order_no}$`));
  await expect(page.getByText('建国路 1 号')).toBeVisible();
  await expect(page.getByRole('button', { name: '同意取消' })).toHaveCount(0);
  await page.getByRole('button', { name: '发货' }).click();
  const dialog = page.getByRole('dialog', { name: `订单 ${order.order_no} 发货` });
  await dialog.getByLabel('快递公司').click();
  await chooseOption(page, '顺丰速运');
  // A malformed tracking number is refused before anything is sent.
  await dialog.getByLabel('快递单号').fill('12');
  await dialog.getByRole('button', { name: /^发\s?货$/ }).click();
  await expect(dialog.getByText('6 至 30 位字母、数字或连字符')).toBeVisible();
  const trackingNo = `SF${Date.now()}`;
  await dialog.getByLabel('快递单号').fill(trackingNo);
  await desktopShot(page, testInfo.outputPath('order-ship-dialog.png'));
  await dialog.getByRole('button', { name: /^发\s?货$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.ant-card-head').first()).toContainText('已发货');
  // The shipment, with when it left.
  await expect(page.getByText(new RegExp(`^顺丰速运 ${trackingNo} · `))).toBeVisible();
  await expect(page.getByTestId('order-event').filter({ hasText: '员工发货' })).toContainText(
    warehouse.account,
  );
  await desktopShot(page, testInfo.outputPath('order-shipped.png'));

  // The packing slip prints the receiver and the pieces, without the console around it.
  await page.getByRole('link', { name: '装箱单' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/slip/${order.order_no}$`));
  const slip = page.getByRole('article', { name: '装箱单' });
  await expect(slip).toContainText(order.order_no);
  await expect(slip).toContainText('建国路 1 号');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('menu', { name: '后台菜单' })).toBeHidden();
  await expect(page.getByRole('button', { name: '打印' })).toBeHidden();
  await expect(slip).toBeVisible();
  await desktopShot(page, testInfo.outputPath('packing-slip-print.png'));
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('button', { name: '返回订单' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.order_no}$`));

  // The shopper's order is on its way, with the carrier's number.
  const seen = await callAs<OrderDetail>(
    page.request,
    member,
    'api/order/detail',
    { order_id: order.order_id },
    'GET',
  );
  expect(seen.data.status).toBe('shipped');
  expect(seen.data.shipment?.tracking_no).toBe(trackingNo);

  // The audit log has who shipped it, from where.
  const logged = await onShopDatabase((db) =>
    db
      .selectFrom('audit_log')
      .innerJoin('staff', (join) =>
        join.on((eb) => eb(eb.cast('staff.id', 'text'), '=', eb.ref('audit_log.actor'))),
      )
      .select(['staff.account', 'audit_log.action', 'audit_log.after'])
      .where('audit_log.record_id', '=', order.order_no)
      .execute(),
  );
  expect(logged).toEqual([
    {
      account: warehouse.account,
      action: 'order.ship',
      after: JSON.stringify({ status: 'shipped', carrier: 'SF', tracking_no: trackingNo }),
    },
  ]);

  // In English: the order's page and the list say the same.
  await page.getByRole('radiogroup', { name: '语言' }).getByText('EN', { exact: true }).click();
  await expect(page.locator('.ant-card-head').first()).toContainText('Shipped');
  await expect(page.getByText(new RegExp(`^SF Express ${trackingNo} · `))).toBeVisible();
  await desktopShot(page, testInfo.outputPath('order-shipped-en.png'));
  await page
    .getByRole('menu', { name: 'Console menu' })
    .getByRole('menuitem', { name: 'Orders' })
    .click();
  const english = await findInList(page, order.order_no, { no: 'Order number', search: 'Search' });
  await expect(english).toContainText('Shipped');
  await expect(english.getByRole('button', { name: 'Ship' })).toHaveCount(0);

  // An owner reads the shipping in the audit log, with its tracking number.
  const owner = await browser.newContext({
    baseURL: SHOP_URL,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  });
  const ownerPage = await owner.newPage();
  try {
    await signInFirstTime(ownerPage, await addedByOperator('owner'));
    await expect(ownerPage).toHaveURL(/\/admin\/dashboard$/);
    await ownerPage.goto(`/admin/audit?record_id=%22${order.order_no}%22`);
    const entry = ownerPage.getByRole('row').filter({ hasText: '订单已发货' });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(trackingNo);
    await desktopShot(ownerPage, testInfo.outputPath('audit-order-shipped.png'));
  } finally {
    await owner.close();
  }
});

test('a warehouse account ships orders from a CSV file after its dry run', async ({
  page,
}, testInfo) => {
  const first = await paidOrder(page);
  const second = await paidOrder(page);
  await signInFirstTime(page, await addedByOperator('warehouse'));
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await page.getByRole('link', { name: '批量发货' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/ship-csv$/);

  const csv = [
    '订单号,快递公司,快递单号',
    `${first.order.order_no},SF,SF${Date.now()}1`,
    `${second.order.order_no},JD,JD${Date.now()}2`,
    `${first.order.order_no},EMS,EM${Date.now()}3`,
    'NOSUCHORDER,DHL,DH0000000001',
  ].join('\n');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'shipments.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${csv}`, 'utf8'),
  });
  await expect(page.getByText('预检：2 笔订单可发货，2 行被拒绝')).toBeVisible();
  const line = (n: number) =>
    page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(n), exact: true }) });
  await expect(line(2)).toContainText('可发货');
  await expect(line(4)).toContainText(`订单 ${first.order.order_no} 已在第 2 行`);
  await expect(line(5)).toContainText('未知的快递公司“DHL”');
  await desktopShot(page, testInfo.outputPath('bulk-ship-dry-run.png'));
  // Nothing is shipped before the dry run is confirmed.
  const before = await callAs<OrderDetail>(
    page.request,
    first.member,
    'api/order/detail',
    { order_id: first.order.order_id },
    'GET',
  );
  expect(before.data.status).toBe('paid');

  await page.getByRole('button', { name: '发货 2 笔订单' }).click();
  await expect(page.getByText('已发货 2 笔订单，2 行被拒绝')).toBeVisible();
  await desktopShot(page, testInfo.outputPath('bulk-ship-applied.png'));
  for (const { member, order } of [first, second]) {
    const seen = await callAs<OrderDetail>(
      page.request,
      member,
      'api/order/detail',
      { order_id: order.order_id },
      'GET',
    );
    expect(seen.data.status).toBe('shipped');
  }
});

test('customer service agrees to one cancellation and refuses another, in Chinese and English', async ({
  page,
}, testInfo) => {
  const agreed = await paidOrder(page);
  const refused = await paidOrder(page);
  for (const { member, order } of [agreed, refused]) {
    const asked = await callAs(page.request, member, 'api/order/cancel', {
      order_id: order.order_id,
      reason: '不想要了',
    });
    expect(asked.code, asked.msg).toBe(0);
  }
  await signInFirstTime(page, await addedByOperator('customer_service'));
  await expect(page).toHaveURL(/\/admin\/orders$/);

  const row = await findInList(page, agreed.order.order_no, { no: '订单号', search: '查询' });
  await expect(row).toContainText('取消申请待处理');
  await row.getByRole('link', { name: agreed.order.order_no }).click();
  const request = page.getByRole('alert').filter({ hasText: '买家申请取消此订单' });
  await expect(request).toContainText('原因：不想要了');
  // Customer service decides cancellations but does not ship.
  await expect(page.getByRole('button', { name: '发货' })).toHaveCount(0);
  await desktopShot(page, testInfo.outputPath('cancellation-request.png'));
  await request.getByRole('button', { name: '同意取消' }).click();
  const confirm = page.getByRole('dialog', { name: `同意取消订单 ${agreed.order.order_no}？` });
  await expect(confirm).toContainText('将退还给买家');
  await confirm.getByRole('button', { name: '同意并退款' }).click();
  await expect(page.locator('.ant-card-head').first()).toContainText('已取消');
  await expect(page.getByRole('row').filter({ hasText: '取消订单' })).toContainText('已退款');
  await desktopShot(page, testInfo.outputPath('cancellation-agreed.png'));
  const cancelled = await callAs<OrderDetail>(
    page.request,
    agreed.member,
    'api/order/detail',
    { order_id: agreed.order.order_id },
    'GET',
  );
  expect(cancelled.data.status).toBe('cancelled');

  await page.getByRole('radiogroup', { name: '语言' }).getByText('EN', { exact: true }).click();
  // The choice is kept once the English words are in: then the next page opens in English.
  await expect(page.getByRole('menu', { name: 'Console menu' })).toBeVisible();
  await page.goto(`/admin/orders/${refused.order.order_no}`);
  const english = page
    .getByRole('alert')
    .filter({ hasText: 'The shopper asked to cancel this order' });
  await english.getByRole('button', { name: 'Refuse' }).click();
  const dialog = page.getByRole('dialog', {
    name: `Refuse the cancellation of order ${refused.order.order_no}`,
  });
  // A refusal needs the reason the shopper will read.
  await dialog.getByRole('button', { name: 'Refuse' }).click();
  await expect(dialog.getByText('Say why')).toBeVisible();
  await dialog.getByLabel('Reason the shopper reads').fill('Already handed to the carrier');
  await dialog.getByRole('button', { name: 'Refuse' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Cancellation refused' })).toContainText(
    'Already handed to the carrier',
  );
  await expect(page.locator('.ant-card-head').first()).toContainText('To be shipped');
  await desktopShot(page, testInfo.outputPath('cancellation-refused-en.png'));
  const kept = await callAs<OrderDetail>(
    page.request,
    refused.member,
    'api/order/detail',
    { order_id: refused.order.order_id },
    'GET',
  );
  expect(kept.data).toMatchObject({
    status: 'paid',
    cancel_status: 'rejected',
    cancel_refuse_reason: 'Already handed to the carrier',
  });
});
