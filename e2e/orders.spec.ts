import { expect, test, type Page } from '@playwright/test';
import { SHOP_URL } from '../playwright.config';
import type { OrderDetail, RefundPreview } from '../contract/order';
import {
  addAddress,
  callAs,
  goodsInStock,
  onShopDatabase,
  operator,
  payOrder,
  placeOrder,
  refundNoOf,
  type Placed,
} from './orders-support';
import { registerMember, signInAs, type TestMember } from './support';

// The member's orders in the member area (desktop and phone): the tabs, an order's page and what
// can be done with it, after-sales and invoices. Orders are placed through the API and moved by
// the merchant with the operator's command line, as in the shop.

// Placing, paying and moving orders runs the operator's tool a few times per test.
test.describe.configure({ timeout: 120_000 });

interface Shopper {
  member: TestMember;
  order: (options?: { paid?: boolean; quantity?: number; usePoints?: boolean }) => Promise<Placed>;
}

async function shopper(page: Page): Promise<Shopper> {
  const member = await registerMember(page.request);
  const addressId = await addAddress(page.request, member);
  const { skuId } = await goodsInStock(page.request, member);
  await signInAs(page, member, SHOP_URL);
  return {
    member,
    order: async ({ paid = false, quantity = 1, usePoints = false } = {}) => {
      const placed = await placeOrder(page.request, member, addressId, skuId, quantity, usePoints);
      if (paid) await payOrder(page.request, member, placed);
      return placed;
    },
  };
}

const orderPage = (page: Page, order: Placed) =>
  page.goto(`/personal?tab=order&id=${order.order_id}`);

/** The order's status panel on its own page. */
const statusPanel = (page: Page) => page.getByRole('region', { name: '订单状态' });

/** The points the server previews for a refund of `quantity` pieces of the order's one line. */
async function previewedPoints(page: Page, member: TestMember, order: Placed, quantity: number) {
  const detail = await callAs<OrderDetail>(
    page.request,
    member,
    'api/order/detail',
    { order_id: order.order_id },
    'GET',
  );
  const items = JSON.stringify([{ line_id: detail.data.lines[0]?.line_id, quantity }]);
  const preview = await callAs<RefundPreview>(
    page.request,
    member,
    'api/order/refund-preview',
    { order_id: order.order_id, items },
    'GET',
  );
  expect(preview.code, preview.msg).toBe(0);
  return { given: preview.data.points_given, taken: preview.data.points_taken };
}

test('the user center links each order state to its tab, with its count', async ({ page }) => {
  const { order } = await shopper(page);
  await order();
  await order({ paid: true });
  await page.goto('/personal');
  const orders = page.getByRole('region', { name: '我的订单' });
  await expect(orders.getByRole('link', { name: /^1\s*待发货$/ })).toBeVisible();
  await orders.getByRole('link', { name: /^1\s*待付款$/ }).click();

  await expect(page).toHaveURL(/\/orders\?status=to_pay$/);
  const tabs = page.getByRole('navigation', { name: '订单状态' });
  await expect(tabs.getByRole('link', { name: '待付款 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(tabs.getByRole('link', { name: '全部 2' })).toBeVisible();
  const list = page.getByRole('list', { name: '待付款' });
  await expect(list.getByRole('listitem', { name: /^订单 / })).toHaveCount(1);
  await expect(list).toContainText('剩余支付时间');
  await expect(list.getByRole('link', { name: '立即支付' })).toHaveAttribute(
    'href',
    /\/productList\/order\?order_id=\d+$/,
  );

  await tabs.getByRole('link', { name: '待发货 1' }).click();
  await expect(
    page.getByRole('list', { name: '待发货' }).getByRole('listitem', { name: /^订单 / }),
  ).toHaveCount(1);
  await tabs.getByRole('link', { name: '已取消 0' }).click();
  await expect(page.getByText('暂无已取消的订单。')).toBeVisible();
});

test('an unpaid order is cancelled at once', async ({ page }) => {
  const { order } = await shopper(page);
  const placed = await order();
  await page.goto('/personal?tab=orders&status=to_pay');
  const card = page.getByRole('listitem', { name: `订单 ${placed.order_no}` });
  const amount = `¥${(placed.pay_amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await expect(card).toContainText(`应付金额 ${amount}`);
  await card.getByRole('button', { name: '取消订单' }).click();
  const dialog = page.getByRole('dialog', { name: '确定取消该订单？' });
  await expect(dialog).toContainText('订单将立即取消');
  await dialog.getByLabel('原因（选填）').selectOption({ label: '尺码或颜色选错了' });
  await dialog.getByRole('button', { name: '取消订单' }).click();
  await expect(page.getByRole('status').filter({ hasText: '订单已取消。' })).toBeVisible();
  await expect(card).toBeHidden();

  await orderPage(page, placed);
  await expect(statusPanel(page)).toContainText('已取消');
  await expect(statusPanel(page)).toContainText('尺码或颜色选错了');
  await page.context().addCookies([{ name: 'lang', value: 'EN', url: SHOP_URL }]);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Order status' })).toContainText(
    'I ordered the wrong size or colour',
  );
  await page.context().addCookies([{ name: 'lang', value: 'CN', url: SHOP_URL }]);
  await page.reload();
  await expect(statusPanel(page).getByRole('button')).toHaveCount(0);
  // Nothing was paid for it: the page says so, on the amount as beside the payment time.
  const payment = page.getByRole('region', { name: '支付信息' });
  await expect(payment).toContainText('尚未支付');
  await expect(payment).toContainText('支付方式—');
  await expect(payment).toContainText(`订单金额（未支付）${amount}`);
  await expect(page.getByRole('main')).not.toContainText('实付金额');

  await page.goto('/personal?tab=orders&status=cancelled');
  const cancelled = page.getByRole('listitem', { name: `订单 ${placed.order_no}` });
  await expect(cancelled).toContainText(`订单金额（未支付） ${amount}`);
  await expect(cancelled).not.toContainText('实付金额');
});

test('a piece made in one size reads 均码 on the order page and in the orders', async ({
  page,
}, testInfo) => {
  const member = await registerMember(page.request);
  await addAddress(page.request, member);
  const oneSize = {
    when: (goods: { sizes: string[] }) => goods.sizes.join() === 'ONE',
    leastStock: 3,
  };
  const offset = testInfo.project.name === 'mobile' ? 1 : 0;
  const { goods } = await goodsInStock(page.request, member, offset, oneSize);
  await signInAs(page, member, SHOP_URL);

  await page.goto(`/productList/detail?id=${goods.id}`);
  await page.getByRole('main').getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/\/productList\/order$/);
  const main = page.getByRole('main');
  await expect(main.getByText(/均码/)).toBeVisible();
  await expect(main).not.toContainText(/\bONE\b/);
  await page.getByRole('checkbox', { name: /我同意/ }).check();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/wx-pay\?order_id=\d+|\/sandbox\/pay\//);

  await page.goto('/personal?tab=orders&status=to_pay');
  const card = page.getByRole('listitem', { name: /^订单 / });
  await expect(card).toContainText('均码');
  await expect(card).not.toContainText(/\bONE\b/);
  await card.getByRole('link', { name: /^订单号/ }).click();
  await expect(page.getByRole('main').getByText('均码')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/\bONE\b/);
});

test('a paid order is shipped, tracked, received, returned and refunded', async ({ page }) => {
  const { member, order } = await shopper(page);
  const placed = await order({ paid: true, quantity: 2 });
  await operator('order', 'ship', placed.order_no, 'SF', 'SF1234567890');

  await orderPage(page, placed);
  await expect(statusPanel(page)).toContainText('待收货');
  await statusPanel(page).getByRole('button', { name: '查看物流' }).click();
  const tracking = page.getByRole('dialog', { name: '查看物流' });
  await expect(tracking).toContainText('顺丰速运');
  await expect(tracking).toContainText('SF1234567890');
  await expect(
    tracking.getByRole('list', { name: '物流动态' }).getByRole('listitem'),
  ).not.toHaveCount(0);
  await tracking.getByRole('button', { name: '关闭' }).click();

  await statusPanel(page).getByRole('button', { name: '确认收货' }).click();
  await page
    .getByRole('dialog', { name: '确认已收到该订单？' })
    .getByRole('button', { name: '确认收货' })
    .click();
  await expect(page.getByText('已确认收货，感谢您的惠顾。')).toBeVisible();
  await expect(statusPanel(page)).toContainText('已完成');

  // Two pieces of one line: one goes back, for half of what was paid.
  await statusPanel(page).getByRole('button', { name: '申请售后' }).click();
  const form = page.getByRole('dialog', { name: '申请售后' });
  await form.getByRole('radio', { name: '退货退款' }).check();
  await expect(form).toContainText('共 2 件，可退 2 件');
  await expect(form.getByTestId('refund-amount')).toHaveText('—');
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(form.getByText('请填写退款原因')).toBeVisible();
  await expect(form.getByText('请选择要退的商品及数量')).toBeVisible();
  await form.getByLabel('原因').selectOption({ label: '尺码不合适' });
  await form.getByRole('button', { name: /^增加一件 / }).click();
  // A part of a line is rounded up; the last piece takes the rest.
  const first = Math.ceil(placed.pay_amount / 2);
  const half = fen(first);
  await expect(form.getByTestId('refund-amount')).toHaveText(half);
  // No points were spent on the order: the form names only the earned ones taken back.
  const points = await previewedPoints(page, member, placed, 1);
  expect(points.given).toBe(0);
  expect(points.taken).toBeGreaterThan(0);
  await expect(form.getByTestId('refund-points')).toHaveText(`扣回积分 ${grouped(points.taken)}`);
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(page).toHaveURL(/\/refund\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '售后申请' })).toBeVisible();
  const state = page.getByRole('region', { name: '申请状态' });
  await expect(state).toContainText('已提交申请');
  // The reason chosen from the list reads in the reader's language.
  await expect(page.getByRole('main')).toContainText('原因尺码不合适');
  await page.context().addCookies([{ name: 'lang', value: 'EN', url: SHOP_URL }]);
  await page.reload();
  await expect(page.getByRole('main')).toContainText('ReasonThe size does not fit');
  await page.context().addCookies([{ name: 'lang', value: 'CN', url: SHOP_URL }]);
  await page.reload();

  const refundNo = await refundNoOf(page.request, member, placed.order_id);
  await operator('aftersales', 'agree', refundNo);
  await page.reload();
  await expect(state).toContainText('商家已同意');
  await expect(page.getByRole('region', { name: '退货地址' })).toContainText('MAISON 退货中心');
  const logistics = page.getByRole('form', { name: '退货物流' });
  await logistics.getByLabel('快递单号').fill('SF 12');
  await logistics.getByRole('button', { name: '提交退货物流' }).click();
  await expect(logistics.getByText('请填写快递公司')).toBeVisible();
  await expect(logistics.getByText('快递单号格式不正确')).toBeVisible();
  await logistics.getByLabel('快递公司').fill('顺丰速运');
  await logistics.getByLabel('快递单号').fill('SF9876543210');
  await logistics.getByRole('button', { name: '提交退货物流' }).click();
  await expect(page.getByText('退货物流已提交。')).toBeVisible();
  await expect(state).toContainText('退货已寄出');
  await expect(logistics).toBeHidden();

  await operator('aftersales', 'receive', refundNo);
  await page.reload();
  await expect(state).toContainText('商家已退款');
  const history = page.getByRole('list', { name: '处理记录' }).getByRole('listitem');
  await expect(history.first()).toContainText('商家已退款');
  await expect(history.last()).toContainText('已提交申请');
  await expect(page.getByRole('list', { name: '处理记录' })).toContainText('SF9876543210');

  const pieces = page.getByRole('region', { name: '退货商品' });
  await expect(pieces).toContainText('数量：1');
  await expect(pieces).toContainText(half);

  // Half of what was paid came back: the order reads refunded in part, with the amount.
  await page.goto('/personal?tab=orders&status=after_sale');
  const card = page.getByRole('listitem', { name: `订单 ${placed.order_no}` });
  await expect(card.getByText(`部分退款 ${half}`, { exact: true })).toBeVisible();
  await expect(card.getByText('已退款', { exact: true })).toHaveCount(0);
  await page.context().addCookies([{ name: 'lang', value: 'EN', url: SHOP_URL }]);
  await orderPage(page, placed);
  const englishBadge = page.getByRole('region', { name: 'Order status' });
  await expect(englishBadge.getByText(`Partly refunded ${half}`, { exact: true })).toBeVisible();
  await page.context().addCookies([{ name: 'lang', value: 'CN', url: SHOP_URL }]);
  await page.reload();
  await expect(statusPanel(page).getByText(`部分退款 ${half}`, { exact: true })).toBeVisible();

  // The order says what came back, and a second request can only take the piece left.
  await expect(page.getByRole('main')).toContainText(`${half} 已退回账户余额`);
  await expect(page.getByRole('main')).toContainText('还可退 1 件');
  await statusPanel(page).getByRole('button', { name: '申请售后' }).click();
  const again = page.getByRole('dialog', { name: '申请售后' });
  await expect(again).toContainText('共 2 件，可退 1 件');
  // The one piece left is chosen already, and no more can be.
  await expect(again.getByRole('button', { name: /^增加一件 / })).toBeDisabled();
  await expect(again.getByRole('group', { name: /的退货数量$/ })).toContainText('1');
  await expect(again.getByTestId('refund-amount')).toHaveText(fen(placed.pay_amount - first));

  // Once the last piece is refunded too, all of it came back: refunded.
  await again.getByRole('radio', { name: '仅退款' }).check();
  await again.getByLabel('原因').selectOption({ label: '尺码不合适' });
  await again.getByRole('button', { name: '提交申请' }).click();
  await expect(page).toHaveURL(/\/refund\/\d+$/);
  await operator('aftersales', 'agree', await refundNoOf(page.request, member, placed.order_id));
  await page.goto('/personal?tab=orders&status=after_sale');
  await expect(card.getByText('已退款', { exact: true })).toBeVisible();
});

/** A count as the shop writes it in both languages: grouped by thousands. */
const grouped = (count: number) => count.toLocaleString('en-US');

/** Fen as the shop writes them: yuan grouped by thousands, two decimals. */
function fen(amount: number): string {
  return `¥${grouped(Math.floor(amount / 100))}.${String(amount % 100).padStart(2, '0')}`;
}

test('the after-sales form names the points that come back and those taken back, in both languages', async ({
  page,
}) => {
  const { member, order } = await shopper(page);
  await onShopDatabase((db) =>
    db.updateTable('member').set({ points: 30_000 }).where('mobile', '=', member.mobile).execute(),
  );
  const placed = await order({ paid: true, quantity: 2, usePoints: true });
  await operator('order', 'ship', placed.order_no, 'SF', 'SF1234567891');
  const points = await previewedPoints(page, member, placed, 1);
  // Counts of thousands, written with their separator as money is (10,850).
  expect(points.given).toBeGreaterThan(999);
  expect(points.taken).toBeGreaterThan(999);
  const given = grouped(points.given);
  const taken = grouped(points.taken);

  for (const [lang, words] of [
    [
      'CN',
      {
        panel: '订单状态',
        apply: '申请售后',
        more: /^增加一件 /,
        line: `退回积分 ${given} · 扣回积分 ${taken}`,
      },
    ],
    [
      'EN',
      {
        panel: 'Order status',
        apply: 'Apply for after-sales',
        more: /^One more /,
        line: `Points returned ${given} · Points taken back ${taken}`,
      },
    ],
  ] as const) {
    await page.context().addCookies([{ name: 'lang', value: lang, url: SHOP_URL }]);
    await orderPage(page, placed);
    const panel = page.getByRole('region', { name: words.panel });
    await panel.getByRole('button', { name: words.apply }).click();
    const form = page.getByRole('dialog', { name: words.apply });
    // Nothing chosen, nothing to say about points.
    await expect(form.getByTestId('refund-amount')).toHaveText('—');
    await expect(form.getByTestId('refund-points')).toBeHidden();
    await form.getByRole('button', { name: words.more }).click();
    await expect(form.getByTestId('refund-amount')).toHaveText(
      fen(Math.ceil(placed.pay_amount / 2)),
    );
    await expect(form.getByTestId('refund-points')).toHaveText(words.line);
  }
});

test('a cancellation asked for after payment is refused by the seller', async ({ page }) => {
  const { order } = await shopper(page);
  const placed = await order({ paid: true });
  await orderPage(page, placed);
  await statusPanel(page).getByRole('button', { name: '取消订单' }).click();
  const dialog = page.getByRole('dialog', { name: '申请取消该订单？' });
  await expect(dialog).toContainText('该订单已支付，取消将向商家提交申请');
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expect(
    page.getByText('取消申请已提交，商家同意后将全额退款。', { exact: true }),
  ).toBeVisible();
  await expect(statusPanel(page).getByText('取消申请处理中')).toBeVisible();
  await expect(statusPanel(page).getByRole('button', { name: '取消订单' })).toHaveCount(0);

  await operator('order', 'cancel-refuse', placed.order_no, '商品已出库');
  await page.reload();
  await expect(statusPanel(page).getByText('取消申请被拒绝')).toBeVisible();
  await expect(statusPanel(page)).toContainText('取消申请已被拒绝：商品已出库');
  await expect(statusPanel(page)).toContainText('待发货');

  // Once the order moves on, the refusal is history: no badge says it any more.
  await operator('order', 'ship', placed.order_no, 'SF', 'SF1234567891');
  await page.reload();
  await statusPanel(page).getByRole('button', { name: '确认收货' }).click();
  await page
    .getByRole('dialog', { name: '确认已收到该订单？' })
    .getByRole('button', { name: '确认收货' })
    .click();
  await expect(statusPanel(page)).toContainText('已完成');
  await expect(statusPanel(page).getByText('取消申请被拒绝')).toHaveCount(0);
  await expect(statusPanel(page)).not.toContainText('取消申请已被拒绝');
  await page.goto('/personal?tab=orders&status=completed');
  const card = page.getByRole('listitem', { name: `订单 ${placed.order_no}` });
  await expect(card).toContainText('已完成');
  await expect(card.getByText('取消申请被拒绝')).toHaveCount(0);
});

test('an invoice is checked as the server checks it, and requested', async ({ page }) => {
  const { order } = await shopper(page);
  const placed = await order({ paid: true });
  await orderPage(page, placed);
  await statusPanel(page).getByRole('button', { name: '申请开票' }).click();
  const dialog = page.getByRole('dialog', { name: '申请开票' });

  await dialog.getByRole('radio', { name: '增值税专用电子发票' }).check();
  await expect(dialog).toContainText(
    '增值税专用发票需由客服协助开具，客服将尽快与您联系（客服热线 400 606 1961）',
  );
  await expect(dialog.getByRole('radio', { name: '个人' })).toBeDisabled();
  await dialog.getByRole('button', { name: '提交开票申请' }).click();
  for (const message of [
    '请填写发票抬头',
    '请填写纳税人识别号',
    '请填写开户银行',
    '请填写公司电话',
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }

  await dialog.getByRole('radio', { name: '增值税普通电子发票' }).check();
  await dialog.getByRole('radio', { name: '个人' }).check();
  await dialog.getByLabel('发票抬头').fill('李梅');
  await dialog.getByLabel('电子邮箱').fill('li.mei@example');
  await dialog.getByRole('button', { name: '提交开票申请' }).click();
  await expect(dialog.getByText('请输入正确的邮箱地址')).toBeVisible();
  await expect(dialog.getByLabel('电子邮箱')).toBeFocused();
  await dialog.getByLabel('电子邮箱').fill('li.mei@example.com');
  await dialog.getByRole('button', { name: '提交开票申请' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('发票申请已提交，开具后将发送至您的邮箱')).toBeVisible();
  const invoice = page.getByRole('region', { name: '发票' });
  await expect(invoice).toContainText('已申请，开具后将发送至您的邮箱');
  await expect(invoice).toContainText('李梅（个人）');
  await expect(statusPanel(page).getByRole('button', { name: '申请开票' })).toHaveCount(0);
});

test('the orders speak English, and a special VAT invoice goes to Client Services', async ({
  page,
}) => {
  const { member, order } = await shopper(page);
  await onShopDatabase((db) =>
    db.updateTable('member').set({ points: 30_000 }).where('mobile', '=', member.mobile).execute(),
  );
  const placed = await order({ paid: true, usePoints: true });
  await page.context().addCookies([{ name: 'lang', value: 'EN', url: SHOP_URL }]);
  await page.goto('/personal?tab=orders');
  const tabs = page.getByRole('navigation', { name: 'Order states' });
  await expect(tabs.getByRole('link', { name: 'To be shipped 1' })).toBeVisible();
  const card = page.getByRole('listitem', { name: `Order ${placed.order_no}` });
  await expect(card).toContainText('To be shipped');
  // The number and the state, in capitals, each keep their room on a phone's narrow card.
  const number = await card
    .getByRole('link', { name: `Order no. ${placed.order_no}` })
    .boundingBox();
  const state = await card.getByText('To be shipped', { exact: true }).boundingBox();
  if (!number || !state) throw new Error('the order card has no number or state');
  const apart = number.x + number.width + 8 <= state.x || state.y >= number.y + number.height;
  expect(apart, 'the order number runs into its state').toBe(true);
  await expect(card.getByText('1 piece', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: 'Order details' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
  // Each fact in the glossary's words (docs/glossary.md), the points grouped as money is.
  const fact = (label: string | RegExp) =>
    page.getByRole('main').locator('dt').filter({ hasText: label });
  for (const label of [
    'Delivery address',
    'Payment method',
    'Paid on',
    'Subtotal',
    'Promotion discount',
    'Member discount',
    'Amount paid',
  ]) {
    await expect(fact(label)).toHaveCount(1);
  }
  await expect(fact('Shipping').locator('xpath=following-sibling::dd[1]')).toHaveText(
    'Complimentary',
  );
  await expect(fact(/^Points redeemed \(\d{1,3}(,\d{3})+\)$/)).toHaveCount(1);
  await expect(page.getByRole('main')).not.toContainText(
    /Total products|Freight|\bFree\b|Point deduction|Pay time|Shipping address|Product discount/,
  );
  const panel = page.getByRole('region', { name: 'Order status' });
  await expect(panel).toContainText('We ship within 3 working days of payment.');
  await panel.getByRole('button', { name: 'Request an invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request an invoice' });
  await dialog.getByRole('radio', { name: 'Special VAT e-invoice' }).check();
  await dialog.getByLabel('Invoice title').fill('Maison Trading (Shanghai) Co., Ltd.');
  await dialog.getByLabel('Tax ID').fill('91310000MA1FL0000X');
  await dialog.getByLabel('Email').fill('finance@example.com');
  await dialog.getByLabel('Bank of deposit').fill('Bank of China, Shanghai Branch');
  await dialog.getByLabel('Bank account').fill('6222020200112233445');
  await dialog.getByLabel('Company address').fill('1266 West Nanjing Road, Shanghai');
  await dialog.getByLabel('Company phone').fill('021-62888888');
  await dialog.getByRole('button', { name: 'Request the invoice' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'hotline 400 606 1961' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Invoice' })).toContainText(
    'Client Services will contact you to complete it',
  );
});

test('an agreed cancellation shows its refund, and the balance page every movement', async ({
  page,
}) => {
  const { order } = await shopper(page);
  const placed = await order({ paid: true });
  await orderPage(page, placed);
  await statusPanel(page).getByRole('button', { name: '取消订单' }).click();
  await page
    .getByRole('dialog', { name: '申请取消该订单？' })
    .getByRole('button', { name: '提交申请' })
    .click();
  await expect(statusPanel(page).getByText('取消申请处理中')).toBeVisible();
  await expect(page.getByRole('region', { name: '退款信息' })).toHaveCount(0);

  await operator('order', 'cancel-agree', placed.order_no);
  await page.reload();
  const amount = `¥${(placed.pay_amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  const refunds = page.getByRole('region', { name: '退款信息' });
  await expect(refunds).toContainText(`${amount} 已退回账户余额`);
  await expect(refunds).toContainText('取消订单');
  await expect(refunds).toContainText(/退款时间 \d{4}年\d{1,2}月\d{1,2}日/);

  // The balance it went back to, with the top-up, the payment and the refund.
  await refunds.getByRole('link', { name: '查看账户余额及明细' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '账户余额' })).toBeVisible();
  const history = page.getByRole('table');
  const rows = history.getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('退款');
  await expect(rows.nth(1)).toContainText(`+${amount}`);
  await expect(rows.nth(2)).toContainText('订单支付');
  await expect(rows.nth(2)).toContainText(`−${amount}`);
  await expect(rows.nth(3)).toContainText('充值');
  await rows
    .nth(2)
    .getByRole('link', { name: `支付订单 ${placed.order_no}` })
    .click();
  await expect(page.getByText(`订单号 ${placed.order_no}`)).toBeVisible();

  await page.context().addCookies([{ name: 'lang', value: 'EN', url: SHOP_URL }]);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Refunds' })).toContainText(
    `${amount} refunded to your account balance`,
  );
  await page.goto('/personal?tab=balance');
  await expect(page.getByRole('heading', { level: 1, name: 'Account balance' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toContainText('Refund');
});
