import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect } from 'vitest';
import {
  GENERAL,
  SPECIAL,
  invoiceAudit,
  invoiceRow,
  pdfBytes,
  requestedInvoice,
  uniqueInvoiceNo,
} from '../modules/console/invoices/console-invoices-fixtures';
import { FakePayment } from '../modules/order/lifecycle/lifecycle-fixtures';
import { SandboxCarrier } from '../providers/carrier';
import { test } from '../test/fixtures';
import { databases, type TestShop } from '../test/harness';
import { runOperatorCommand } from './commands';

function pdfFile(bytes = pdfBytes()): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-pdf-'));
  const file = path.join(dir, 'fapiao.pdf');
  fs.writeFileSync(file, bytes);
  return file;
}

describe.each(databases)('the operator’s invoice commands on %s', (kind) => {
  test.override({ databaseKind: kind });
  const run = (shop: TestShop, ...args: string[]) =>
    runOperatorCommand(
      {
        db: shop.db,
        payment: new FakePayment().methods,
        carrier: new SandboxCarrier(),
        now: Date.now(),
      },
      args,
    );

  test('lists the pending requests and shows everything the member gave', async ({
    shop,
    member,
  }) => {
    const { invoice, order } = await requestedInvoice(shop, member, SPECIAL);
    const listed = await run(shop, 'invoice', 'list');
    expect(listed.ok).toBe(true);
    const line = listed.text.split('\n').find((row) => row.startsWith(`${invoice.id} `));
    expect(line).toContain(order.order_no);
    expect(line).toContain('special VAT');
    expect(line).toContain(SPECIAL.tax_id);

    const shown = await run(shop, 'invoice', 'show', String(invoice.id));
    expect(shown.ok).toBe(true);
    for (const given of [SPECIAL.bank, SPECIAL.bank_account, SPECIAL.company_address]) {
      expect(shown.text).toContain(given);
    }
    expect(await run(shop, 'invoice', 'list', 'overdue')).toEqual({
      ok: false,
      text: '"overdue" is not a state: use one of pending, issued, refused, all',
    });
    const unknown = await run(shop, 'invoice', 'show', '99999999');
    expect(unknown.ok).toBe(false);
  });

  test('issues with the number and PDF, once, and writes the audit log', async ({
    shop,
    member,
  }) => {
    const { invoice } = await requestedInvoice(shop, member, GENERAL);
    const number = uniqueInvoiceNo();
    const missing = await run(shop, 'invoice', 'issue', String(invoice.id), number, '/nowhere.pdf');
    expect(missing).toEqual({
      ok: false,
      text: 'cannot read the PDF "/nowhere.pdf": no such file',
    });
    const notPdf = await run(shop, 'invoice', 'issue', String(invoice.id), number, __filename);
    expect(notPdf.ok).toBe(false);
    expect((await invoiceRow(shop, invoice.id)).status).toBe('requested');

    const file = pdfFile();
    const issued = await run(shop, 'invoice', 'issue', String(invoice.id), number, file);
    expect(issued).toEqual({
      ok: true,
      text: `invoice request ${invoice.id} issued as invoice ${number}; the member can download it`,
    });
    expect(await invoiceRow(shop, invoice.id)).toMatchObject({
      status: 'issued',
      invoice_no: number,
    });
    const again = await run(shop, 'invoice', 'issue', String(invoice.id), uniqueInvoiceNo(), file);
    expect(again.ok).toBe(false);
    const audit = await invoiceAudit(shop, invoice.id);
    expect(audit.map((row) => [row.action, row.actor])).toEqual([['invoice.issue', 'operator']]);
    expect((await run(shop, 'invoice', 'list', 'issued')).text).toContain(number);
  });

  test('refuses with the reason the member reads, never without one', async ({ shop, member }) => {
    const { invoice } = await requestedInvoice(shop, member, GENERAL);
    const bare = await run(shop, 'invoice', 'refuse', String(invoice.id));
    expect(bare.ok).toBe(false);
    const refused = await run(shop, 'invoice', 'refuse', String(invoice.id), '抬头', '有误');
    expect(refused).toEqual({
      ok: true,
      text: `invoice request ${invoice.id} refused: "抬头 有误"`,
    });
    expect(await invoiceRow(shop, invoice.id)).toMatchObject({
      status: 'refused',
      refuse_reason: '抬头 有误',
    });
  });
});
