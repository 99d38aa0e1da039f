import { describe, expect } from 'vitest';
import { test } from '../../../test/fixtures';
import { databases } from '../../../test/harness';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import {
  invoiceAudit,
  invoiceRow,
  issueBody,
  requestedInvoice,
  uniqueInvoiceNo,
} from './console-invoices-fixtures';

// Two staff deciding one invoice request at the same instant: one is carried out, the other told.

describe.each(databases)('two staff on one invoice request at once on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('two staff issuing one invoice: one number and one PDF stand', async ({ shop, member }) => {
    const [a, b] = await Promise.all([
      signedInStaff(shop, 'customer_service'),
      signedInStaff(shop, 'owner'),
    ]);
    const { order, invoice } = await requestedInvoice(shop, member);
    const numbers = [uniqueInvoiceNo(), uniqueInvoiceNo()];
    const replies = await Promise.all(
      [a, b].map((staff, i) =>
        admin(shop.app, 'POST', `/invoices/${invoice.id}/issue`, {
          cookie: staff.cookie,
          body: issueBody(numbers[i] ?? ''),
        }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = replies.findIndex((r) => r.status === 200);
    const loser = replies[1 - winner];
    expect([
      `The invoice request of order ${order.order_no} was just handled by someone else: reload to see it`,
      `The invoice of order ${order.order_no} was already issued (number ${numbers[winner]})`,
    ]).toContain(loser?.body.msg);
    expect((await invoiceRow(shop, invoice.id)).invoice_no).toBe(numbers[winner]);
    const files = await shop.db
      .selectFrom('invoice_file')
      .select('invoice_id')
      .where('invoice_id', '=', invoice.id)
      .execute();
    expect(files).toHaveLength(1);
    const audit = await invoiceAudit(shop, invoice.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor).toBe(String(winner === 0 ? a.id : b.id));
  });

  test('issuing while a colleague refuses: one decision stands', async ({ shop, member }) => {
    const [a, b] = await Promise.all([
      signedInStaff(shop, 'customer_service'),
      signedInStaff(shop, 'customer_service'),
    ]);
    const { invoice } = await requestedInvoice(shop, member);
    const replies = await Promise.all([
      admin(shop.app, 'POST', `/invoices/${invoice.id}/issue`, {
        cookie: a.cookie,
        body: issueBody(uniqueInvoiceNo()),
        lang: 'cn',
      }),
      admin(shop.app, 'POST', `/invoices/${invoice.id}/refuse`, {
        cookie: b.cookie,
        body: { reason: '抬头与税号不符' },
        lang: 'cn',
      }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = replies.find((r) => r.status === 409);
    expect(loser?.body.msg).toMatch(/刚刚已被他人处理|已开具|已被拒绝/);
    const row = await invoiceRow(shop, invoice.id);
    expect(row.status).toBe(replies[0]?.status === 200 ? 'issued' : 'refused');
    expect(await invoiceAudit(shop, invoice.id)).toHaveLength(1);
  });

  test('one number given to two requests at once: one invoice has it', async ({ shop, member }) => {
    const [a, b] = await Promise.all([
      signedInStaff(shop, 'customer_service'),
      signedInStaff(shop, 'customer_service'),
    ]);
    const first = await requestedInvoice(shop, member);
    const second = await requestedInvoice(shop, member);
    const number = uniqueInvoiceNo();
    const replies = await Promise.all(
      [
        [a, first],
        [b, second],
      ].map(([staff, requested]) =>
        admin(shop.app, 'POST', `/invoices/${requested.invoice.id}/issue`, {
          cookie: staff.cookie,
          body: issueBody(number),
        }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = replies.find((r) => r.status === 409);
    expect(loser?.body.msg).toMatch(
      new RegExp(`The invoice number ${number} (is already|was just)`),
    );
    const rows = await Promise.all([first, second].map((r) => invoiceRow(shop, r.invoice.id)));
    expect(rows.filter((row) => row.invoice_no === number)).toHaveLength(1);
    expect(rows.filter((row) => row.status === 'issued')).toHaveLength(1);
  });
});
