import { describe, expect } from 'vitest';
import type {
  ConsoleInvoiceDetail,
  ConsoleInvoicePage,
} from '../../../../contract/console-invoices';
import type { InvoicePdf, OrderDetail } from '../../../../contract/order';
import { test } from '../../../test/fixtures';
import { databases, type TestShop } from '../../../test/harness';
import { callAs, createMember, type TestMember } from '../../../test/members';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import { rawAdmin } from '../orders/console-orders-fixtures';
import {
  GENERAL,
  SPECIAL,
  invoiceAudit,
  invoiceRow,
  issueBody,
  pdfBytes,
  requestedInvoice,
  uniqueInvoiceNo,
} from './console-invoices-fixtures';

const orderDetailOf = (shop: TestShop, member: TestMember, orderId: number) =>
  callAs<OrderDetail>(shop.app, member.token, 'api/order/detail', {
    query: { order_id: orderId },
  });

describe.each(databases)('the console’s invoices on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('lists the pending requests by type with every detail the shopper gave', async ({
    shop,
    member,
  }) => {
    const service = await signedInStaff(shop, 'customer_service');
    const special = await requestedInvoice(shop, member, SPECIAL);
    const general = await requestedInvoice(shop, member, GENERAL);
    const list = await admin<ConsoleInvoicePage>(
      shop.app,
      'GET',
      `/invoices?state=pending&type=special&q=${special.order.order_no}`,
      { cookie: service.cookie },
    );
    expect(list.status).toBe(200);
    expect(list.body.data.items).toEqual([
      expect.objectContaining({
        id: special.invoice.id,
        order_no: special.order.order_no,
        invoice_type: 'special',
        title: SPECIAL.title,
        tax_id: SPECIAL.tax_id,
        status: 'needs_service',
        amount: special.order.pay_amount,
      }),
    ]);
    const generals = await admin<ConsoleInvoicePage>(
      shop.app,
      'GET',
      `/invoices?type=general&q=${general.order.order_no}`,
      { cookie: service.cookie },
    );
    expect(generals.body.data.items.map((i) => i.status)).toEqual(['requested']);

    const detail = await admin<ConsoleInvoiceDetail>(
      shop.app,
      'GET',
      `/invoices/${special.invoice.id}`,
      { cookie: service.cookie },
    );
    expect(detail.body.data).toMatchObject({
      bank: SPECIAL.bank,
      bank_account: SPECIAL.bank_account,
      company_address: SPECIAL.company_address,
      company_phone: SPECIAL.company_phone,
      email: SPECIAL.email,
      phone: SPECIAL.phone,
      content: SPECIAL.content,
      order: { order_no: special.order.order_no, pay_amount: special.order.pay_amount },
      member: { id: member.id, card_no: member.card_no },
      pdf: null,
    });
    const unknown = await admin(shop.app, 'GET', '/invoices/999999', { cookie: service.cookie });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('There is no such invoice request');
  });

  test('issued with its number and PDF: audited, and only the member sees and fetches it', async ({
    shop,
    member,
  }) => {
    const service = await signedInStaff(shop, 'customer_service');
    const { order, invoice } = await requestedInvoice(shop, member);
    const pdf = pdfBytes('issued for the member');
    const invoiceNo = uniqueInvoiceNo();
    const issued = await admin<ConsoleInvoiceDetail>(
      shop.app,
      'POST',
      `/invoices/${invoice.id}/issue`,
      { cookie: service.cookie, body: issueBody(` ${invoiceNo} `, pdf, '发票.pdf') },
    );
    expect(issued.status).toBe(200);
    expect(issued.body.data).toMatchObject({
      status: 'issued',
      invoice_no: invoiceNo,
      pdf: { file_name: '发票.pdf', size: pdf.length },
    });

    const audit = await invoiceAudit(shop, invoice.id);
    expect(audit.map((row) => [row.action, row.actor])).toEqual([
      ['invoice.issue', String(service.id)],
    ]);
    expect(JSON.parse(audit[0]?.before ?? '{}')).toEqual({
      order_no: order.order_no,
      status: 'needs_service',
      invoice_no: '',
      refuse_reason: '',
    });
    expect(JSON.parse(audit[0]?.after ?? '{}')).toMatchObject({
      status: 'issued',
      invoice_no: invoiceNo,
      file_name: '发票.pdf',
      file_size: pdf.length,
    });

    const seen = await orderDetailOf(shop, member, order.id);
    expect(seen.data.invoice).toMatchObject({
      status: 'issued',
      status_text: '已开具',
      invoice_no: invoiceNo,
      pdf: { file_name: '发票.pdf', size: pdf.length },
    });
    const fetched = await callAs<InvoicePdf>(shop.app, member.token, 'api/order/invoice-pdf', {
      query: { order_id: order.id },
    });
    expect(fetched.code).toBe(0);
    expect(Buffer.from(fetched.data.base64, 'base64').equals(pdf)).toBe(true);

    // Another member asking for it learns nothing, as for an order that does not exist.
    const other = await createMember(shop.db);
    const refused = await callAs(shop.app, other.token, 'api/order/invoice-pdf', {
      query: { order_id: order.id },
    });
    expect(refused.code).not.toBe(0);
    expect(refused.data).toBeNull();
    const missing = await callAs(shop.app, other.token, 'api/order/invoice-pdf', {
      query: { order_id: 999_999_999 },
    });
    expect(refused.msg).toBe(missing.msg);

    // The PDF as customer service opens it again.
    const again = await rawAdmin(shop, `/invoices/${invoice.id}/pdf`, service.cookie);
    expect(again.status).toBe(200);
    expect(again.type).toBe('application/pdf');
    expect(again.text).toBe(pdf.toString());

    const twice = await admin(shop.app, 'POST', `/invoices/${invoice.id}/issue`, {
      cookie: service.cookie,
      body: issueBody(uniqueInvoiceNo()),
    });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe(
      `The invoice of order ${order.order_no} was already issued (number ${invoiceNo})`,
    );
  });

  test('refuses bad input in the staff member’s language and changes nothing', async ({
    shop,
    member,
  }) => {
    const service = await signedInStaff(shop, 'customer_service');
    const { order, invoice } = await requestedInvoice(shop, member);
    const taken = await requestedInvoice(shop, member, GENERAL);
    const takenNo = uniqueInvoiceNo();
    await admin(shop.app, 'POST', `/invoices/${taken.invoice.id}/issue`, {
      cookie: service.cookie,
      body: issueBody(takenNo),
    });
    const tooLarge = Buffer.concat([pdfBytes(), Buffer.alloc(4 * 1024 * 1024 + 1)]);
    const cases: { body: unknown; cn: string; en: string }[] = [
      {
        body: issueBody('12AB'),
        cn: '发票号码应为 8 至 20 位数字',
        en: 'The invoice number should be 8 to 20 digits',
      },
      {
        body: issueBody(uniqueInvoiceNo(), Buffer.alloc(0)),
        cn: '请上传发票的 PDF 文件',
        en: 'Attach the invoice as a PDF file',
      },
      {
        body: issueBody(uniqueInvoiceNo(), Buffer.from('GIF89a not a pdf'), 'scan.gif'),
        cn: '文件“scan.gif”不是 PDF：请上传 PDF 格式的电子发票',
        en: 'The file "scan.gif" is not a PDF: attach the e-invoice as a PDF',
      },
      {
        body: issueBody(uniqueInvoiceNo(), tooLarge, 'big.pdf'),
        cn: '文件“big.pdf”过大（4.0 MB）：PDF 不能超过 4.0 MB',
        en: 'The file "big.pdf" is too large (4.0 MB): a PDF may be at most 4.0 MB',
      },
      {
        body: issueBody(takenNo),
        cn: `发票号码 ${takenNo} 已用于订单 ${taken.order.order_no} 的发票`,
        en: `The invoice number ${takenNo} is already that of order ${taken.order.order_no}’s invoice`,
      },
      {
        body: { invoice_no: '12345678' },
        cn: '参数 file_name 不正确',
        en: 'Invalid file_name',
      },
    ];
    for (const { body, cn, en } of cases) {
      for (const [lang, msg] of [
        ['cn', cn],
        ['en', en],
      ] as const) {
        const reply = await admin(shop.app, 'POST', `/invoices/${invoice.id}/issue`, {
          cookie: service.cookie,
          body,
          lang,
        });
        expect(reply.status, msg).toBeGreaterThanOrEqual(400);
        expect(reply.status, msg).toBeLessThan(500);
        expect(reply.body.msg).toBe(msg);
      }
    }
    for (const [lang, msg] of [
      ['cn', '请填写拒绝开票的原因（买家可见）'],
      ['en', 'Say why the invoice is refused (the shopper reads it)'],
    ] as const) {
      const reply = await admin(shop.app, 'POST', `/invoices/${invoice.id}/refuse`, {
        cookie: service.cookie,
        body: { reason: '   ' },
        lang,
      });
      expect(reply.status).toBe(400);
      expect(reply.body.msg).toBe(msg);
    }
    const filter = await admin(shop.app, 'GET', '/invoices?state=lost', {
      cookie: service.cookie,
      lang: 'cn',
    });
    expect(filter.status).toBe(400);
    expect(filter.body.msg).toBe('参数 state 不正确');
    expect((await invoiceRow(shop, invoice.id)).status).toBe('needs_service');
    expect(await invoiceAudit(shop, invoice.id)).toEqual([]);
    expect(order.id).toBeGreaterThan(0);
  });

  test('refused with a reason the shopper reads, who may then ask again', async ({
    shop,
    member,
  }) => {
    const service = await signedInStaff(shop, 'customer_service');
    const { order, invoice } = await requestedInvoice(shop, member);
    const reason = 'The tax number does not match the company title';
    const refused = await admin<ConsoleInvoiceDetail>(
      shop.app,
      'POST',
      `/invoices/${invoice.id}/refuse`,
      { cookie: service.cookie, body: { reason } },
    );
    expect(refused.body.data).toMatchObject({ status: 'refused', refuse_reason: reason });
    const audit = await invoiceAudit(shop, invoice.id);
    expect(audit.map((row) => row.action)).toEqual(['invoice.refuse']);
    expect(JSON.parse(audit[0]?.after ?? '{}')).toMatchObject({
      status: 'refused',
      refuse_reason: reason,
    });

    const seen = await orderDetailOf(shop, member, order.id);
    expect(seen.data.invoice).toMatchObject({ status: 'refused', refuse_reason: reason });
    expect(seen.data.actions.invoice).toBe(true);
    const again = await callAs(shop.app, member.token, 'api/order/invoice-upload', {
      form: { order_id: String(order.id), ...SPECIAL, tax_id: '91310000MA1FL2XY4A' },
    });
    expect(again.code).toBe(0);
    const row = await invoiceRow(shop, invoice.id);
    expect(row).toMatchObject({ status: 'needs_service', refuse_reason: '', invoice_no: '' });
    const twice = await callAs(shop.app, member.token, 'api/order/invoice-upload', {
      form: { order_id: String(order.id), ...SPECIAL },
    });
    expect(twice.code).not.toBe(0);
  });
});
