import { expect, test, type Page } from '@playwright/test';
import type { RefundDetail } from '../contract/order';
import { addedByOperator, desktopShot, screenshots, signInFirstTime } from './admin-support';
import {
  addAddress,
  callAs,
  goodsInStock,
  onShopDatabase,
  operator,
  payOrder,
  placeOrder,
  type Placed,
} from './orders-support';
import { registerMember, type TestMember } from './support';

// The console's after-sales against the real shop: a member asks to return a piece of a received
// order; the owner agrees, the member sends the parcel, the parcel is received in the console,
// the refund is shown as computed and then paid; the member's own view says refunded.

test.describe.configure({ timeout: 150_000 });

const REMARK = '袖长偏短，想退货';

async function askedReturn(page: Page): Promise<{ member: TestMember; order: Placed }> {
  const member = await registerMember(page.request);
  const addressId = await addAddress(page.request, member);
  const { skuId } = await goodsInStock(page.request, member);
  const order = await placeOrder(page.request, member, addressId, skuId);
  await payOrder(page.request, member, order);
  await operator('order', 'ship', order.order_no, 'SF', `SF${Date.now()}`.slice(0, 20));
  const confirmed = await callAs(
    page.request,
    member,
    'api/order/confirm',
    { order_id: order.order_id },
    'GET',
  );
  expect(confirmed.code, confirmed.msg).toBe(0);
  const lines = await onShopDatabase((db) =>
    db
      .selectFrom('order_line')
      .select(['id', 'quantity'])
      .where('order_id', '=', order.order_id)
      .execute(),
  );
  const asked = await callAs<RefundDetail>(page.request, member, 'api/order/refund-submit', {
    order_id: order.order_id,
    type: 'return',
    reason: 'size',
    remark: REMARK,
    items: JSON.stringify(lines.map((l) => ({ line_id: l.id, quantity: l.quantity }))),
  });
  expect(asked.code, asked.msg).toBe(0);
  return { member, order };
}

const memberView = async (page: Page, member: TestMember, refundId: number) =>
  (
    await callAs<RefundDetail>(
      page.request,
      member,
      'api/order/refund-detail',
      { refund_id: refundId },
      'GET',
    )
  ).data;

test('a return is agreed, its parcel received, and the refund shown then paid', async ({
  page,
}, testInfo) => {
  const { member, order } = await askedReturn(page);
  const owner = await addedByOperator('owner');
  await signInFirstTime(page, owner);
  await page
    .getByRole('menu', { name: '后台菜单' })
    .getByRole('menuitem', { name: '售后' })
    .click();
  await expect(page).toHaveURL(/\/admin\/aftersales$/);

  // The queue, searched by the order's number: the shopper's reason and remark.
  await page.getByLabel('搜索售后申请').fill(order.order_no);
  await page.getByRole('button', { name: '查询' }).click();
  const row = page.getByRole('row').filter({ hasText: order.order_no });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('退货退款');
  await expect(row).toContainText('尺码不合适');
  await expect(row).toContainText(REMARK);
  await expect(row).toContainText('待审核');
  await screenshots(page, testInfo, 'aftersales-list');

  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/admin\/aftersales\/\d+$/);
  const refundId = Number(/(\d+)$/.exec(page.url())?.[1]);
  await page.getByRole('button', { name: '同意' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '同意退货' }).click();
  await expect(page.locator('.ant-card-head').first()).toContainText('已同意');

  // The member sends the parcel back with its tracking number; the page shows it.
  const sent = await callAs(page.request, member, 'api/order/refund-send', {
    refund_id: refundId,
    express_company: '顺丰速运',
    express_no: 'SF7788990011',
  });
  expect(sent.code, sent.msg).toBe(0);
  await page.reload();
  await expect(page.getByText('顺丰速运 SF7788990011')).toBeVisible();
  await expect(page.locator('.ant-card-head').first()).toContainText('退货寄回中');

  await page.getByRole('button', { name: '确认收货' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('未标记损坏的商品将退回库存');
  await desktopShot(page, testInfo.outputPath('aftersales-receive.png'));
  await dialog.getByRole('button', { name: '确认收货' }).click();
  await expect(page.locator('.ant-card-head').first()).toContainText('已收货待退款');

  // The refund as computed, before it is paid: the whole order's pieces.
  const due = await page.getByTestId('refund-amount').textContent();
  expect(due).toContain((order.pay_amount / 100).toLocaleString('en-US'));
  expect((await memberView(page, member, refundId)).status).toBe('returning');
  await screenshots(page, testInfo, 'aftersales-received');

  // In English: the refund paid.
  await page.getByRole('radiogroup', { name: '语言' }).getByText('EN', { exact: true }).click();
  await expect(page.locator('.ant-card-head').first()).toContainText('Parcel received, to refund');
  await expect(page.getByText('Refund due')).toBeVisible();
  await page.getByRole('button', { name: /Refund ¥/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Refund ¥/ })
    .click();
  await expect(page.locator('.ant-card-head').first()).toContainText('Refunded');
  await expect(page.getByTestId('refund-summary')).toContainText('Paid back');
  await desktopShot(page, testInfo.outputPath('aftersales-refunded-en.png'));

  // The order's shipment corrected from the order's page: the new tracking number shown.
  await page.getByRole('link', { name: 'Open the order' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.order_no}$`));
  await page.getByRole('button', { name: 'Correct the shipment' }).click();
  const correcting = page.getByRole('dialog');
  await correcting.getByLabel('Tracking number').fill('SF1122334455');
  await desktopShot(page, testInfo.outputPath('order-shipment-correct-en.png'));
  await correcting.getByRole('button', { name: 'Correct' }).click();
  await expect(page.getByText(`Shipment of order ${order.order_no} corrected`)).toBeVisible();
  await expect(
    page.getByTestId('order-event').filter({ hasText: 'Shipment corrected' }),
  ).toContainText('SF1122334455');

  // The member's own view, and the audit log.
  const seen = await memberView(page, member, refundId);
  expect(seen).toMatchObject({ status: 'refunded', amount: order.pay_amount });
  const logged = await onShopDatabase((db) =>
    db
      .selectFrom('audit_log')
      .select('action')
      .where('record_type', '=', 'refund')
      .where('record_id', '=', seen.refund_no)
      .orderBy('id')
      .execute(),
  );
  expect(logged.map((row) => row.action)).toEqual([
    'aftersales.review',
    'aftersales.agree',
    'aftersales.receive',
    'aftersales.refund',
  ]);
});
