import { describe, expect } from 'vitest';
import { oncePerShop, test as shopTest } from './test/fixtures';
import type { Envelope } from '../contract/call';
import type { PayInstruction } from '../contract/payment';
import type { ShareData, WechatJsConfig } from '../contract/share';
import { paymentFixtures } from './modules/payment/payment-fixtures';
import { databases, type TestShop } from './test/harness';

const paymentsOf = oncePerShop((shop: TestShop) => paymentFixtures(() => shop));

const test = shopTest.extend('payments', ({ shop }) => paymentsOf(shop));

// Every absolute URL the shop hands out is on its configured public origin, whatever Host and
// X-Forwarded-Host the request claims, even from a proxy the shop trusts.

const PUBLIC_URL = 'https://shop.example.cn';
const forged = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'http',
};

describe.each(databases)('absolute URLs on %s', (kind) => {
  test.override({ databaseKind: kind, shopEnv: { PUBLIC_URL, TRUST_PROXY: 'on' } });

  async function forgedCall<T>(
    shop: TestShop,
    r: string,
    options: { query?: Record<string, string>; form?: Record<string, string>; token?: string },
  ) {
    const search = new URLSearchParams({ _mall_id: '2', r, ...options.query });
    const response = await shop.app.inject({
      method: options.form ? 'POST' : 'GET',
      url: `/api?${search.toString()}`,
      headers: {
        ...forged,
        language: 'en',
        ...(options.token ? { 'x-access-token': options.token } : {}),
        ...(options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      payload: options.form ? new URLSearchParams(options.form).toString() : undefined,
    });
    return response.json<Envelope<T>>();
  }

  test('pay-data gives the cashier the configured notify and return URLs', async ({
    shop,
    member,
    payments: { placeOrder },
  }) => {
    const order = await placeOrder(member);
    const form = { order_id: String(order.id), pay_method: 'wechat', return_path: '/pay/done' };
    const qr = await forgedCall<PayInstruction>(shop, 'api/payment/pay-data', {
      form,
      token: member.token,
    });
    expect(qr.code, qr.msg).toBe(0);
    expect(qr.data.qr_text).toBe(`${PUBLIC_URL}/sandbox/pay/${qr.data.payment_no}`);
    const h5 = await forgedCall<PayInstruction>(shop, 'api/payment/pay-data', {
      form: { ...form, scene: 'h5' },
      token: member.token,
    });
    expect(h5.data.redirect_url).toBe(`${PUBLIC_URL}/sandbox/pay/${h5.data.payment_no}`);
    const stored = await shop.db
      .selectFrom('sandbox_payment')
      .select(['payment_no', 'notify_url', 'return_url'])
      .where('payment_no', 'in', [qr.data.payment_no, h5.data.payment_no])
      .orderBy('payment_no')
      .execute();
    // Back to the page asked for, with the payment's number for a browser without a session.
    expect(stored.map(({ notify_url, return_url }) => ({ notify_url, return_url }))).toEqual(
      stored.map(({ payment_no }) => ({
        notify_url: `${PUBLIC_URL}/api/payment/notify/sandbox`,
        return_url: `${PUBLIC_URL}/pay/done?payment_no=${payment_no}`,
      })),
    );
  });

  test('the WeChat sign-in URL is on the configured origin', async ({ shop }) => {
    for (const mode of ['qr', 'inapp']) {
      const reply = await forgedCall<{ state: string; url: string }>(
        shop,
        'api/kc/wechat/get-wechat-url',
        { query: { mode, redirect: '/personal' } },
      );
      expect(reply.code, reply.msg).toBe(0);
      expect(reply.data.url).toBe(
        `${PUBLIC_URL}/sandbox/wechat/authorize?state=${encodeURIComponent(reply.data.state)}`,
      );
    }
  });

  test('share links and pictures are on the configured origin, and only its pages are signed', async ({
    shop,
  }) => {
    const goods = await shop.db
      .selectFrom('goods')
      .select('id')
      .where('on_sale', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const query = { type: 'goods', id: String(goods.id) };
    const wechat = await forgedCall<ShareData>(shop, 'api/kc/wechat/get-wechat-share', { query });
    expect(wechat.code, wechat.msg).toBe(0);
    expect(wechat.data.link).toBe(`${PUBLIC_URL}/productList/detail?id=${goods.id}`);
    expect(wechat.data.picture.startsWith(`${PUBLIC_URL}/media/`)).toBe(true);
    const weibo = await forgedCall<ShareData & { share_url: string }>(
      shop,
      'api/kc/weibo/get-weibo-share',
      { query },
    );
    expect(new URL(weibo.data.share_url).searchParams.get('url')).toBe(wechat.data.link);

    const foreign = await forgedCall(shop, 'api/kc/wechat/get-js-config', {
      query: { url: 'http://evil.example/productList/detail?id=1' },
    });
    expect(foreign).toMatchObject({
      code: 422,
      msg: 'WeChat sharing can only be set up for pages of this shop',
    });
    const own = await forgedCall<WechatJsConfig>(shop, 'api/kc/wechat/get-js-config', {
      query: { url: `${PUBLIC_URL}/productList/detail?id=1` },
    });
    expect(own.code, own.msg).toBe(0);
    expect(own.data.signature).toMatch(/^[0-9a-f]{40}$/);
  });
});
