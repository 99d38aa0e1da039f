import { describe, expect } from 'vitest';
import { oncePerShop, test as shopTest } from '../../../test/fixtures';
import { INVOICE_WINDOW_MS, type InvoiceView, type OrderDetail } from '../../../../contract/order';
import { databases, type TestShop } from '../../../test/harness';
import type { TestMember } from '../../../test/members';
import { freshOrderSku, placeOrder, type PlaceOrderOptions } from '../../../test/orders';
import { orderCalls } from './lifecycle-fixtures';

const ordersOf = oncePerShop((shop: TestShop) => orderCalls(() => shop));

const test = shopTest.extend('orders', ({ shop }) => ordersOf(shop));

const HOUR = 60 * 60 * 1000;
const personal = {
  invoice_type: 'general',
  header_type: 'personal',
  title: '李雅',
  email: 'ya.li@example.com',
};
const special = {
  invoice_type: 'special',
  header_type: 'company',
  title: '上海雅致贸易有限公司',
  tax_id: '91310000MA1FL2XY3Z',
  email: 'finance@example.com',
  bank: '招商银行上海分行',
  bank_account: '6225880212345678',
  company_address: '上海市静安区南京西路 1266 号',
  company_phone: '021-62881234',
};

describe.each(databases)('invoice requests on %s', (kind) => {
  test.override({ databaseKind: kind });

  async function orderOf(
    shop: TestShop,
    member: TestMember,
    options: Omit<PlaceOrderOptions, 'lines'>,
  ) {
    const sku = await freshOrderSku(shop.db, 10);
    return placeOrder(shop.db, member, { lines: [{ skuId: sku }], ...options });
  }
  const upload = (
    shop: TestShop,
    member: TestMember,
    form: Record<string, string>,
    lang: 'cn' | 'en' = 'cn',
  ) => {
    const { post } = ordersOf(shop);
    return post<InvoiceView>(member, 'api/order/invoice-upload', form, lang);
  };

  test('takes one general invoice per paid order and shows it on the order', async ({
    shop,
    member,
    orders: { get },
  }) => {
    const order = await orderOf(shop, member, { status: 'paid' });
    const reply = await upload(shop, member, {
      order_id: String(order.id),
      ...personal,
      tax_id: 'IGNORED123456789',
    });
    expect(reply).toMatchObject({
      code: 0,
      msg: '发票申请已提交，开具后将发送至您的邮箱',
      data: {
        invoice_type: 'general',
        header_type: 'personal',
        title: '李雅',
        tax_id: '',
        status: 'requested',
      },
    });
    const detail = await get<OrderDetail>(member, 'api/order/detail', { order_id: order.id }, 'en');
    expect(detail.data.invoice).toMatchObject({
      id: reply.data.id,
      status_text: 'Requested: it will be emailed once issued',
    });
    expect(detail.data.actions.invoice).toBe(false);
    expect(
      await upload(shop, member, { order_id: String(order.id), ...personal }, 'en'),
    ).toMatchObject({
      code: 422,
      msg: 'An invoice has already been requested for this order',
    });
  });

  test('leaves a special VAT invoice to Client Services, saying so', async ({ shop, member }) => {
    const order = await orderOf(shop, member, { status: 'shipped' });
    const reply = await upload(shop, member, { order_id: String(order.id), ...special }, 'en');
    expect(reply.code).toBe(0);
    expect(reply.msg).toContain('Client Services');
    expect(reply.msg).toContain('400 606 1961');
    expect(reply.data).toMatchObject({
      status: 'needs_service',
      bank: '招商银行上海分行',
      tax_id: special.tax_id,
    });
    expect(reply.data.status_text).toContain('400 606 1961');
  });

  test('allows invoices until 30 days after signing for, then sends the shopper to Client Services', async ({
    shop,
    member,
  }) => {
    const now = Date.now();
    const within = await orderOf(shop, member, {
      status: 'completed',
      receivedAt: now - INVOICE_WINDOW_MS + HOUR,
    });
    expect((await upload(shop, member, { order_id: String(within.id), ...personal })).code).toBe(0);
    const late = await orderOf(shop, member, {
      status: 'completed',
      receivedAt: now - INVOICE_WINDOW_MS - HOUR,
    });
    expect(
      await upload(shop, member, { order_id: String(late.id), ...personal }, 'en'),
    ).toMatchObject({
      code: 422,
      msg: 'The invoice period has passed, please contact Client Services 400 606 1961',
    });
    for (const status of ['unpaid', 'cancelled'] as const) {
      const order = await orderOf(shop, member, { status });
      expect(await upload(shop, member, { order_id: String(order.id), ...personal })).toMatchObject(
        {
          code: 422,
          msg: '订单支付后才能申请发票',
        },
      );
    }
    const stored = await shop.db
      .selectFrom('invoice')
      .select('order_id')
      .where('member_id', '=', member.id)
      .execute();
    expect(stored.map((r) => r.order_id)).toEqual([within.id]);
  });

  test('checks the form with spec §5’s messages and stores nothing on a mistake', async ({
    shop,
    member,
  }) => {
    const order = await orderOf(shop, member, { status: 'paid' });
    const id = { order_id: String(order.id) };
    expect(await upload(shop, member, { ...id, ...personal, email: 'not-an-email' })).toMatchObject(
      {
        code: 422,
        msg: '请输入正确的邮箱地址',
      },
    );
    expect(
      await upload(shop, member, { ...id, ...personal, header_type: 'company' }),
    ).toMatchObject({
      code: 422,
      msg: '请填写纳税人识别号',
    });
    expect(await upload(shop, member, { ...id, ...special, bank: '' }, 'en')).toMatchObject({
      code: 422,
      msg: 'Please enter the bank of deposit',
    });
    expect(await upload(shop, member, { ...id, ...personal, title: '' })).toMatchObject({
      code: 422,
      msg: '请填写发票抬头',
    });
    expect(
      await shop.db.selectFrom('invoice').select('id').where('order_id', '=', order.id).execute(),
    ).toEqual([]);
  });

  test('lets one of many simultaneous requests for an order through', async ({ shop, member }) => {
    const order = await orderOf(shop, member, { status: 'paid' });
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        upload(shop, member, { order_id: String(order.id), ...personal }),
      ),
    );
    expect(replies.filter((r) => r.code === 0)).toHaveLength(1);
    expect(new Set(replies.filter((r) => r.code !== 0).map((r) => r.msg))).toEqual(
      new Set(['该订单已申请过发票']),
    );
  });
});
