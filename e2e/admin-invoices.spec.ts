import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { SHOP_URL } from '../playwright.config';
import type { InvoiceView } from '../contract/order';
import { addedByOperator, desktopShot, signInFirstTime } from './admin-support';
import {
  addAddress,
  callAs,
  goodsInStock,
  onShopDatabase,
  payOrder,
  placeOrder,
  type Placed,
} from './orders-support';
import { registerMember, signInAs, type TestMember } from './support';

// The console's invoices against the real shop: a member asks for a special VAT invoice on a
// paid order; customer service finds the request with everything the member gave, marks it issued
// with its number and PDF; the member sees it issued on the order and downloads the PDF.

test.describe.configure({ timeout: 120_000 });

const SPECIAL = {
  invoice_type: 'special',
  header_type: 'company',
  title: '北京雅致贸易有限公司',
  tax_id: '91110000MA01ABCD2X',
  email: 'finance@yazhi.example.com',
  phone: '13800138000',
  bank: '招商银行北京分行',
  bank_account: '6225880212345678',
  company_address: '北京市朝阳区建国路 88 号',
  company_phone: '010-65881234',
};

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

async function requestedInvoice(page: Page): Promise<{ member: TestMember; order: Placed }> {
  const member = await registerMember(page.request);
  const addressId = await addAddress(page.request, member);
  const { skuId } = await goodsInStock(page.request, member);
  const order = await placeOrder(page.request, member, addressId, skuId);
  await payOrder(page.request, member, order);
  const reply = await callAs<InvoiceView>(page.request, member, 'api/order/invoice-upload', {
    order_id: order.order_id,
    ...SPECIAL,
  });
  expect(reply.code, reply.msg).toBe(0);
  return { member, order };
}

test('customer service issues a special VAT invoice with its PDF and the member downloads it', async ({
  page,
  browser,
}, testInfo) => {
  const { member, order } = await requestedInvoice(page);
  const service = await addedByOperator('customer_service');
  await signInFirstTime(page, service);
  await page
    .getByRole('menu', { name: '后台菜单' })
    .getByRole('menuitem', { name: '发票' })
    .click();
  await expect(page).toHaveURL(/\/admin\/invoices$/);

  // The list opens on the requests to issue; the special VAT ones by their type.
  await page.getByLabel('搜索发票申请').fill(order.order_no);
  await page.getByRole('button', { name: '查询' }).click();
  const row = page.getByRole('row').filter({ hasText: order.order_no });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('增值税专用发票');
  await expect(row).toContainText(SPECIAL.title);
  await expect(row).toContainText(SPECIAL.tax_id);
  await expect(row).toContainText('待处理（增值税专用发票）');
  await desktopShot(page, testInfo.outputPath('invoices-list.png'));

  await row.getByRole('link', { name: order.order_no }).click();
  await expect(page).toHaveURL(/\/admin\/invoices\/\d+$/);
  for (const detail of [
    SPECIAL.bank,
    SPECIAL.bank_account,
    SPECIAL.company_address,
    SPECIAL.company_phone,
    SPECIAL.email,
  ]) {
    await expect(page.getByText(detail, { exact: true }).first()).toBeVisible();
  }

  // A file that is not a PDF is refused before anything is sent.
  await page.getByLabel('发票号码').fill('12345');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'scan.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a pdf'),
  });
  await page.getByRole('button', { name: '标记为已开具' }).click();
  await expect(page.getByText('发票号码应为 8 至 20 位数字')).toBeVisible();
  await expect(page.getByText('文件“scan.png”不是 PDF')).toBeVisible();

  const invoiceNo = `${Date.now()}`.padEnd(20, '7');
  await page.getByLabel('发票号码').fill(invoiceNo);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'fapiao.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await desktopShot(page, testInfo.outputPath('invoice-issue.png'));
  await page.getByRole('button', { name: '标记为已开具' }).click();
  await expect(page.getByText(`订单 ${order.order_no} 的发票已开具`)).toBeVisible();
  await expect(page.locator('.ant-card-head').first()).toContainText('已开具');
  await expect(page.getByRole('button', { name: 'fapiao.pdf' })).toBeVisible();
  await desktopShot(page, testInfo.outputPath('invoice-issued.png'));

  // The audit log has who issued it, the number and the file.
  const logged = await onShopDatabase((db) =>
    db
      .selectFrom('audit_log')
      .select(['actor', 'action', 'before', 'after'])
      .where('record_type', '=', 'invoice')
      .where('after', 'like', `%${invoiceNo}%`)
      .execute(),
  );
  expect(logged).toHaveLength(1);
  expect(logged[0]?.action).toBe('invoice.issue');
  expect(JSON.parse(logged[0]?.before ?? '{}')).toMatchObject({ status: 'needs_service' });

  // In English, and on the order's page: the invoice issued, with its number.
  await page.getByRole('radiogroup', { name: '语言' }).getByText('EN', { exact: true }).click();
  await expect(page.locator('.ant-card-head').first()).toContainText('Issued');
  await expect(page.getByText('What the shopper asked for')).toBeVisible();
  await page.getByRole('link', { name: 'Open the order' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.order_no}$`));
  const onOrder = page.locator('.ant-card').filter({ hasText: 'Open the invoice request' });
  await expect(onOrder).toContainText('Issued');
  await expect(onOrder).toContainText(invoiceNo);
  await desktopShot(page, testInfo.outputPath('order-invoice-issued-en.png'));

  // The member sees it issued on the order, with its number, and downloads the PDF.
  const shop = await browser.newContext({
    baseURL: SHOP_URL,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  });
  const shopper = await shop.newPage();
  try {
    await signInAs(shopper, member, SHOP_URL);
    await shopper.goto(`/personal?tab=order&id=${order.order_id}`);
    const invoice = shopper.getByRole('region', { name: '发票' });
    await expect(invoice).toContainText('已开具');
    await expect(invoice).toContainText(invoiceNo);
    const downloading = shopper.waitForEvent('download');
    await invoice.getByRole('button', { name: '下载发票（PDF）' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('fapiao.pdf');
    expect((await readFile(await download.path())).equals(PDF)).toBe(true);
    await desktopShot(shopper, testInfo.outputPath('shopper-invoice-issued.png'));
  } finally {
    await shop.close();
  }
});
