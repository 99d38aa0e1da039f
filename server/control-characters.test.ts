import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { withoutFrameData } from './test/app-build';
import { message } from './messages';
import { SandboxPayment } from './providers/payment-sandbox';
import { createTestShop, databases, type TestShop } from './test/harness';
import { createMember } from './test/members';

// A control character reaches no route: not the calls (malformed-input.test.ts), nor the sandbox
// pages, the pictures, the payment notify or the page documents. NUL in a query PostgreSQL runs
// is a server error there; on SQLite it would be stored as it is.

const SHELL = '<!doctype html><html><head><title>MAISON</title></head><body></body></html>';

const refusedGets = [
  '/sandbox/pay/%00',
  '/sandbox/pay/P2030%00',
  '/sandbox/pay.json?payment_no=%00',
  '/sandbox/sms?mobile=138%000',
  '/sandbox/sms/outbox.json?mobile=%00',
  '/sandbox/wechat/authorize?state=%00',
  '/sandbox/wechat/js-verify?url=%00',
  '/sandbox/captcha/%00.json',
  '/media/%00-400.webp',
  '/media/catalogue/a%1Fb-400.webp',
  '/?utm_source=%00',
  '/productList?category_id=%00',
  '/productList/detail?id=1%00',
  '/mobile/user?tab=%7F',
  '/pc/order%C2%85',
  '/assets/app%00.js',
  '/service-worker.js?v=%1B',
];

describe.each(databases)('control characters outside the calls on %s', (kind) => {
  let shop: TestShop;
  let app: FastifyInstance;
  let distDir: string;
  const lines: { level: number; msg: string }[] = [];
  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), SHELL);
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(path.join(distDir, 'assets', 'app.js'), 'export {};');
    shop = await createTestShop(kind, { DIST_DIR: distDir });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
        done();
      },
    });
    app = await buildApp({ config: shop.config, db: shop.db, logger: { level: 'info', stream } });
  });
  afterAll(async () => {
    await app?.close();
    await shop?.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  const refusal = (lang: 'cn' | 'en') => ({
    code: 422,
    data: null,
    msg: message(lang, 'invalidCharacters'),
  });

  it('refuses them in a sandbox page, a picture or a page document with a 400 in the shopper’s language', async () => {
    const wrong: string[] = [];
    for (const [n, url] of refusedGets.entries()) {
      const lang = n % 2 ? 'en' : 'cn';
      const response = await app.inject({ method: 'GET', url, headers: { language: lang } });
      if (response.statusCode !== 400 || response.body !== JSON.stringify(refusal(lang))) {
        wrong.push(`${url}: ${response.statusCode} ${response.body.slice(0, 100)}`);
      }
    }
    expect(wrong).toEqual([]);
    // Line breaks and tabs in a URL are a field's business (a page's own search is read by the app).
    const page = await app.inject({ method: 'GET', url: '/productList?keyword=a%0Ab' });
    expect(withoutFrameData(page.body)).toBe(SHELL);
    expect((await app.inject({ method: 'GET', url: '/?q=%E5%A4%96%E5%A5%97' })).body).toContain(
      '<title>MAISON</title>',
    );
  });

  it('refuses them in a form sent to the sandbox and in a payment notify, signed or not', async () => {
    const wechat = await app.inject({
      method: 'POST',
      url: '/sandbox/wechat/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded', language: 'en' },
      payload: 'state=abc%00def&decision=approve&nickname=Lin',
    });
    expect(wechat.statusCode).toBe(400);
    expect(wechat.json()).toEqual(refusal('en'));
    const settle = await app.inject({ method: 'POST', url: '/sandbox/pay/%00/approve' });
    expect(settle.statusCode).toBe(400);

    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/payment/notify/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: '{"payment_no":"P\u0000","amount":1,"result":"paid","provider_txn":"T"}',
    });
    expect(unsigned.statusCode).toBe(400);
    // Signed by the provider, a NUL can only come escaped in the JSON: the route refuses it too.
    const body = JSON.stringify({
      payment_no: 'P\u00002030',
      amount: 100,
      result: 'paid',
      provider_txn: 'SBX1',
    });
    const sandbox = new SandboxPayment(shop.db, shop.config.paySecret);
    const signed = await app.inject({
      method: 'POST',
      url: '/api/payment/notify/sandbox',
      headers: sandbox.signDelivery(body, Date.now()),
      payload: body,
    });
    expect(signed.statusCode).toBe(400);
    expect(signed.json()).toEqual({ code: 'FAIL', message: 'malformed notify' });
  });

  it('reads a token, a language and a cookie holding one as nothing more than wrong', async () => {
    const member = await createMember(shop.db);
    const headers = [
      { 'x-access-token': `${member.token}\u0000` },
      { 'x-access-token': '\u0000' },
      { language: 'e\u0000n' },
      { cookie: 'lang=en\u0000; userInfo=\u0001' },
    ];
    for (const extra of headers) {
      const response = await app.inject({
        method: 'GET',
        url: '/api?_mall_id=2&r=api/user/user-center',
        headers: extra,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ code: -1, msg: '请先登录' });
    }
  });

  it('logs every refusal as the client’s mistake, never as an error', () => {
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    const refused = lines.filter((line) => line.msg === 'request refused');
    expect(refused.length).toBeGreaterThanOrEqual(refusedGets.length);
    expect(refused.every((line) => line.level === 30)).toBe(true);
  });
});
