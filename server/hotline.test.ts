import { describe, expect } from 'vitest';
import type { FooterInfo } from '../contract/content';
import type { InvoiceView, OrderDetail } from '../contract/order';
import { request, uniqueMobile } from './test/accounts';
import { test } from './test/fixtures';
import { databases, PUBLIC_SHOP_ENV, type TestShop } from './test/harness';
import { callAs, type TestMember } from './test/members';
import { freshOrderSku, placeOrder } from './test/orders';
import { createProviders } from './providers';
import { runOperatorCommand } from './operator/commands';

// The customer-service hotline shoppers are given is the operator's setting, everywhere it is
// named: the footer, and the messages that ask them to call. Cleared, those read without one.

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

async function operator(shop: TestShop, ...args: string[]) {
  const { payment, carrier } = createProviders(shop.config, shop.db);
  return runOperatorCommand({ db: shop.db, payment, carrier, now: Date.now() }, args);
}

/** What the shopper reads where the shop names its hotline, in one language. */
async function hotlineTexts(shop: TestShop, member: TestMember, lang: 'cn' | 'en') {
  const sku = await freshOrderSku(shop.db, 10);
  const lines = [{ skuId: sku }];
  const text = await request(shop.app, 'api/kc/crm-msg/send-msg-by-code', {
    query: { mobile: uniqueMobile(), scene: 'login', captcha_key: 'k', captcha_code: 'c' },
    lang,
  });
  const refused = await placeOrder(shop.db, member, {
    status: 'paid',
    lines,
    cancelStatus: 'rejected',
  });
  const cancel = await callAs(shop.app, member.token, 'api/order/cancel', {
    form: { order_id: String(refused.id) },
    lang,
  });
  const shipped = await placeOrder(shop.db, member, { status: 'shipped', lines });
  const invoice = await callAs<InvoiceView>(shop.app, member.token, 'api/order/invoice-upload', {
    form: { order_id: String(shipped.id), ...special },
    lang,
  });
  const returned = await placeOrder(shop.db, member, { status: 'completed', lines });
  const now = Date.now();
  await shop.db
    .insertInto('refund')
    .values({
      refund_no: `R${returned.order_no}`.slice(0, 32),
      order_id: returned.id,
      member_id: member.id,
      type: 'return',
      status: 'agreed',
      amount: returned.pay_amount,
      payment_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const detail = await callAs<OrderDetail>(shop.app, member.token, 'api/order/detail', {
    query: { order_id: String(returned.id) },
    lang,
  });
  return {
    sms: text.msg,
    cancel: cancel.msg,
    invoice: invoice.msg,
    invoiceStatus: invoice.data.status_text,
    returnAddress: detail.data.refunds[0]?.return_address,
  };
}

describe.each(databases)('the hotline on %s', (kind) => {
  test.override({ databaseKind: kind, shopEnv: PUBLIC_SHOP_ENV });

  test('is the number the operator sets, in both languages', async ({ shop, member }) => {
    expect(await operator(shop, 'hotline', 'set', '021', '6888', '0000')).toEqual({
      ok: true,
      text: 'from now on the hotline is 021 6888 0000',
    });
    expect(await operator(shop, 'hotline')).toEqual({
      ok: true,
      text: 'the hotline is 021 6888 0000',
    });
    const footer = await request<FooterInfo>(shop.app, 'api/kc/page-footer/get-footer-info');
    expect(footer.data.hotline).toBe('021 6888 0000');

    expect(await hotlineTexts(shop, member, 'en')).toEqual({
      sms: 'Text messages cannot be sent at the moment: please try again later or call 021 6888 0000',
      cancel:
        'Your cancellation request was declined; for any question please call Client Services on 021 6888 0000',
      invoice:
        'A special VAT invoice is completed by Client Services: they will contact you shortly (hotline 021 6888 0000)',
      invoiceStatus: 'Client Services will contact you to complete it (hotline 021 6888 0000)',
      returnAddress:
        'MAISON Returns Centre (After-sales Service), 1266 West Nanjing Road, Jing’an District, Shanghai 200040, telephone 021 6888 0000. Please keep the tags and packaging intact and put the order number in the parcel.',
    });
    expect(await hotlineTexts(shop, member, 'cn')).toEqual({
      sms: '短信服务暂不可用，请稍后再试或联系客服 021 6888 0000',
      cancel: '取消申请已被拒绝，如有疑问请联系客服 021 6888 0000',
      invoice: '增值税专用发票需由客服协助开具，客服将尽快与您联系（客服热线 021 6888 0000）',
      invoiceStatus: '客服将与您联系完成开具（客服热线 021 6888 0000）',
      returnAddress:
        'MAISON 退货中心（售后服务部 收），上海市静安区南京西路 1266 号，200040，电话 021 6888 0000。请保持吊牌与包装完好，并在包裹内附上订单号。',
    });
  });

  test('is named nowhere once the operator clears it', async ({ shop, member }) => {
    expect(await operator(shop, 'hotline', 'clear')).toEqual({
      ok: true,
      text: 'from now on no hotline is set: the shop names no number',
    });
    expect(await hotlineTexts(shop, member, 'en')).toEqual({
      sms: 'Text messages cannot be sent at the moment: please try again later',
      cancel:
        'Your cancellation request was declined; for any question please call Client Services',
      invoice:
        'A special VAT invoice is completed by Client Services: they will contact you shortly',
      invoiceStatus: 'Client Services will contact you to complete it',
      returnAddress:
        'MAISON Returns Centre (After-sales Service), 1266 West Nanjing Road, Jing’an District, Shanghai 200040. Please keep the tags and packaging intact and put the order number in the parcel.',
    });
    expect(await hotlineTexts(shop, member, 'cn')).toEqual({
      sms: '短信服务暂不可用，请稍后再试',
      cancel: '取消申请已被拒绝，如有疑问请联系客服',
      invoice: '增值税专用发票需由客服协助开具，客服将尽快与您联系',
      invoiceStatus: '客服将与您联系完成开具',
      returnAddress:
        'MAISON 退货中心（售后服务部 收），上海市静安区南京西路 1266 号，200040。请保持吊牌与包装完好，并在包裹内附上订单号。',
    });
  });

  test('refuses what is not a telephone number, and changes nothing', async ({ shop }) => {
    await operator(shop, 'hotline', 'set', '400 606 1961');
    for (const wrong of [['set'], ['set', 'call us'], ['set', '12'], ['set', '400<b>'], ['x']]) {
      const refused = await operator(shop, 'hotline', ...wrong);
      expect(refused.ok, wrong.join(' ')).toBe(false);
    }
    expect(await operator(shop, 'hotline', 'set', 'call', 'us')).toEqual({
      ok: false,
      text: 'the hotline must be a telephone number of 3 to 30 digits, spaces, dashes and brackets, not "call us"',
    });
    expect((await operator(shop, 'hotline')).text).toBe('the hotline is 400 606 1961');
  });
});
