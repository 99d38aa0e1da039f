import { expect, test, type Page } from '@playwright/test';
import { SHOP_URL } from '../playwright.config';
import { addAddress, goodsInStock, payOrder, placeOrder } from './orders-support';
import { isCall, openMenuDrawer, registerMember, revealFooter, signInAs } from './support';

// The customer-service hotline the pages give is the one in the shop's settings, which come with
// the footer's information: the footer, the phone's menu and the order pages name that number,
// and none when the shop has none. (The server's side, the operator setting it, is tested with
// the server.) Every other suite shares the shop's own setting, so this one changes what the
// footer's information says on its way to the page.

test.describe.configure({ timeout: 120_000 });

/** The footer's information as the shop sends it, with `hotline` as its setting. */
async function shopHotlineIs(page: Page, hotline: string) {
  await page.route(
    (url) => isCall(url.href, 'api/kc/page-footer/get-footer-info'),
    async (route) => {
      const response = await route.fetch();
      const reply = (await response.json()) as { data: { hotline: string } };
      await route.fulfill({ response, json: { ...reply, data: { ...reply.data, hotline } } });
    },
  );
}

/** A member's paid order, its page open, and the invoice form asking for a special VAT one. */
async function specialInvoiceForm(page: Page) {
  const member = await registerMember(page.request);
  const addressId = await addAddress(page.request, member);
  const { skuId } = await goodsInStock(page.request, member);
  await signInAs(page, member, SHOP_URL);
  const placed = await placeOrder(page.request, member, addressId, skuId, 1, false);
  await payOrder(page.request, member, placed);
  await page.goto(`/personal?tab=order&id=${placed.order_id}`);
  await page
    .getByRole('region', { name: '订单状态' })
    .getByRole('button', { name: '申请开票' })
    .click();
  const dialog = page.getByRole('dialog', { name: '申请开票' });
  await dialog.getByRole('radio', { name: '增值税专用电子发票' }).check();
  return dialog;
}

test('the number the shop sets is the one the pages give', async ({ page }, info) => {
  await shopHotlineIs(page, '021 6888 0000');
  const dialog = await specialInvoiceForm(page);
  await expect(dialog).toContainText(
    '增值税专用发票需由客服协助开具，客服将尽快与您联系（客服热线 021 6888 0000）',
  );
  await dialog.getByRole('button', { name: '关闭' }).click();

  const footer = await revealFooter(page);
  await expect(footer.getByRole('link', { name: '021 6888 0000' })).toHaveAttribute(
    'href',
    'tel:02168880000',
  );
  await expect(footer).not.toContainText('400 606 1961');
  if (info.project.name === 'mobile') {
    await page.evaluate(() => window.scrollTo(0, 0));
    const menu = await openMenuDrawer(page);
    await expect(menu.getByRole('link', { name: '客户服务 021 6888 0000' })).toHaveAttribute(
      'href',
      'tel:02168880000',
    );
  }
});

test('a shop without a hotline names no number', async ({ page }, info) => {
  await shopHotlineIs(page, '');
  const dialog = await specialInvoiceForm(page);
  await expect(dialog).toContainText('增值税专用发票需由客服协助开具，客服将尽快与您联系');
  await expect(dialog).not.toContainText('客服热线');
  await dialog.getByRole('button', { name: '关闭' }).click();

  const footer = await revealFooter(page);
  await expect(footer.getByRole('heading', { name: '联系我们' })).toBeVisible();
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(0);
  if (info.project.name === 'mobile') {
    await page.evaluate(() => window.scrollTo(0, 0));
    const menu = await openMenuDrawer(page);
    await expect(menu.getByRole('link', { name: /客户服务/ })).toHaveCount(0);
  }
});
