import type { InvoiceView } from '../../../../contract/order';
import type { TestShop } from '../../../test/harness';
import { callAs, type TestMember } from '../../../test/members';
import { paidOrder } from '../orders/console-orders-fixtures';

export const GENERAL = {
  invoice_type: 'general',
  header_type: 'personal',
  title: '李雅',
  email: 'ya.li@example.com',
  phone: '13800138000',
};

export const SPECIAL = {
  invoice_type: 'special',
  header_type: 'company',
  title: '上海雅致贸易有限公司',
  tax_id: '91310000MA1FL2XY3Z',
  email: 'finance@example.com',
  phone: '13900139000',
  content: '服装',
  bank: '招商银行上海分行',
  bank_account: '6225880212345678',
  company_address: '上海市静安区南京西路 1266 号',
  company_phone: '021-62881234',
};

/** A small PDF, as an invoice platform would send it. */
export function pdfBytes(text = 'MAISON e-invoice'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

export function issueBody(invoiceNo: string, pdf = pdfBytes(), fileName = 'fapiao.pdf') {
  return { invoice_no: invoiceNo, file_name: fileName, pdf_base64: pdf.toString('base64') };
}

let numbers = 0;

/** An invoice number no other test uses: 20 digits, as a fully digital e-invoice has. */
export function uniqueInvoiceNo(): string {
  numbers += 1;
  return `${Date.now()}${String(numbers).padStart(4, '0')}${Math.floor(Math.random() * 1000)}`
    .padEnd(20, '0')
    .slice(0, 20);
}

/** A paid order of `member` with the invoice the member asked for in the shop. */
export async function requestedInvoice(
  shop: TestShop,
  member: TestMember,
  details: Record<string, string> = SPECIAL,
) {
  const order = await paidOrder(shop, member);
  const reply = await callAs<InvoiceView>(shop.app, member.token, 'api/order/invoice-upload', {
    form: { order_id: String(order.id), ...details },
  });
  if (reply.code !== 0) throw new Error(`invoice request refused: ${reply.msg}`);
  return { order, invoice: reply.data };
}

export function invoiceRow(shop: TestShop, invoiceId: number) {
  return shop.db
    .selectFrom('invoice')
    .selectAll()
    .where('id', '=', invoiceId)
    .executeTakeFirstOrThrow();
}

export function invoiceAudit(shop: TestShop, invoiceId: number) {
  return shop.db
    .selectFrom('audit_log')
    .selectAll()
    .where('record_type', '=', 'invoice')
    .where('record_id', '=', String(invoiceId))
    .orderBy('id')
    .execute();
}
