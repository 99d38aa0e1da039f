import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BusinessError } from '../../errors';
import { shopHotline } from '../../lib/hotline';
import { message } from '../../messages';
import { createProviders, type Providers } from '../../providers';
import { AliyunSms } from '../../providers/aliyun-sms/provider';
import { uniqueIp, uniqueMobile } from '../../test/accounts';
import { fakeAliyunSmsAccount } from '../../test/fakes/aliyun-sms-account';
import type { FakeAliyunSms } from '../../test/fakes/aliyun-sms-server';
import { createTestShop, databases, type TestShop } from '../../test/harness';
import { createCaptcha } from './captcha';
import { checkSmsCode, sendSmsCode, type SmsLog } from './sms-codes';
import { ShopMetrics } from '../../lib/metrics';

// A code texted through Alibaba Cloud SMS (a local one that answers as documented): what the
// shopper is told when the service does not send it, in both languages, what the operator
// reads, and that a code which never arrived cannot be used.

interface LogLine {
  level: 'warn' | 'error';
  fields: unknown;
  text: unknown;
}

describe.each(databases)('texts refused by Alibaba Cloud SMS on %s', (kind) => {
  let shop: TestShop;
  let fake: FakeAliyunSms;
  let providers: Providers;
  let lines: LogLine[] = [];
  const metrics = new ShopMetrics();
  const log: SmsLog = {
    warn: (fields: unknown, text?: unknown) => void lines.push({ level: 'warn', fields, text }),
    error: (fields: unknown, text?: unknown) => void lines.push({ level: 'error', fields, text }),
  };

  beforeAll(async () => {
    shop = await createTestShop(kind);
    const account = await fakeAliyunSmsAccount();
    fake = account.fake;
    providers = { ...createProviders(shop.config, shop.db), sms: new AliyunSms(account.settings) };
  });
  afterAll(async () => {
    await fake?.close();
    await shop?.close();
  });
  beforeEach(() => {
    fake.failWith = null;
    lines = [];
  });

  async function send(mobile: string, lang: 'cn' | 'en' = 'cn', via = providers) {
    const now = Date.now();
    const ip = uniqueIp();
    const captcha = await createCaptcha(shop.db, ip, now);
    const form = { mobile, captchaKey: captcha.key, captchaCode: captcha.answer };
    const resendSeconds = shop.config.smsResendSeconds;
    return sendSmsCode(
      shop.db,
      via,
      { ...form, scene: 'login', ip, lang, resendSeconds },
      now,
      log,
      metrics,
    );
  }

  async function refusal(mobile: string, lang: 'cn' | 'en', via = providers) {
    const error = await send(mobile, lang, via).then(
      () => null,
      (e: unknown) => e as BusinessError,
    );
    if (!error) throw new Error('the text was sent');
    // As the shopper reads it: with the shop's hotline, when the message names it.
    const hotline = await shopHotline(shop.db);
    const text = message(lang, error.key, { hotline });
    return { code: error.code, key: error.key, data: error.data, text };
  }

  /** The code the shop asked the service to text last, read from its request. */
  function codeAskedFor(): string {
    const url = new URL(fake.received.at(-1)?.url ?? '/', 'http://fake');
    return (JSON.parse(url.searchParams.get('TemplateParam') ?? '{}') as { code: string }).code;
  }

  async function liveCodes(mobile: string) {
    return shop.db
      .selectFrom('sms_code')
      .select('id')
      .where('mobile', '=', mobile)
      .where('used_at', 'is', null)
      .execute();
  }

  it('texts the code through the service, and the code it texted signs in', async () => {
    const mobile = uniqueMobile();
    await expect(send(mobile)).resolves.toEqual({ resend_after: 60 });
    const code = fake.sent.at(-1)?.params.code ?? '';
    expect(fake.sent.at(-1)?.phoneNumbers).toBe(mobile);
    await expect(checkSmsCode(shop.db, mobile, 'login', code, Date.now())).resolves.toBeTypeOf(
      'number',
    );
    expect(lines).toEqual([]);
  });

  it('counts each text the service sent or refused, a refusal by its reason', async () => {
    const count = async (result: string, reason: string) =>
      (await metrics.sms.get()).values.find(
        (v) => v.labels.result === result && v.labels.reason === reason,
      )?.value ?? 0;
    const before = {
      sent: await count('sent', ''),
      throttled: await count('failed', 'throttled'),
      badNumber: await count('failed', 'badNumber'),
      unavailable: await count('failed', 'unavailable'),
    };
    await send(uniqueMobile());
    for (const failure of [
      'isv.BUSINESS_LIMIT_CONTROL',
      'isv.MOBILE_NUMBER_ILLEGAL',
      'isv.AMOUNT_NOT_ENOUGH',
      'isv.OUT_OF_SERVICE',
    ]) {
      fake.failWith = failure;
      await expect(send(uniqueMobile())).rejects.toBeDefined();
    }
    expect({
      sent: await count('sent', ''),
      throttled: await count('failed', 'throttled'),
      badNumber: await count('failed', 'badNumber'),
      unavailable: await count('failed', 'unavailable'),
    }).toEqual({
      sent: before.sent + 1,
      throttled: before.throttled + 1,
      badNumber: before.badNumber + 1,
      unavailable: before.unavailable + 2,
    });
  });

  it('tells the shopper to try later when the service throttles the number', async () => {
    fake.failWith = 'isv.BUSINESS_LIMIT_CONTROL';
    const cn = await refusal(uniqueMobile(), 'cn');
    expect(cn).toMatchObject({ code: 429, key: 'smsTooFrequent', data: null });
    expect(cn.text).toBe('短信发送过于频繁，请稍后再试');
    const en = await refusal(uniqueMobile(), 'en');
    expect(en.text).toBe('Texts are being sent too often, please try again later');
    expect(lines.map((line) => line.level)).toEqual(['warn', 'warn']);
  });

  it('tells the shopper the number cannot receive texts when the service says so', async () => {
    fake.failWith = 'isv.MOBILE_NUMBER_ILLEGAL';
    const cn = await refusal(uniqueMobile(), 'cn');
    expect(cn).toMatchObject({ code: 422, key: 'smsNumberUnreachable' });
    expect(cn.text).toBe('该手机号无法接收短信，请核对号码或更换手机号');
    const en = await refusal(uniqueMobile(), 'en');
    expect(en.text).toBe(
      'This number cannot receive text messages: please check it or use another one',
    );
  });

  it('says texts are unavailable when the account is out of balance, and tells the operator why', async () => {
    fake.failWith = 'isv.AMOUNT_NOT_ENOUGH';
    const mobile = uniqueMobile();
    const cn = await refusal(mobile, 'cn');
    expect(cn).toMatchObject({ code: 503, key: 'smsUnavailable' });
    expect(cn.text).toBe('短信服务暂不可用，请稍后再试或联系客服 400 606 1961');
    expect((await refusal(uniqueMobile(), 'en')).text).toBe(
      'Text messages cannot be sent at the moment: please try again later or call 400 606 1961',
    );
    const [line] = lines;
    expect(line).toMatchObject({
      level: 'error',
      fields: {
        sms: {
          reason: 'unavailable',
          code: 'isv.AMOUNT_NOT_ENOUGH',
          mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`,
        },
      },
    });
    const requestId = (line?.fields as { sms: { requestId: string } }).sms.requestId;
    expect(requestId).toMatch(/^[0-9A-F-]{36}$/);
    expect(line?.text).toBe(
      `Alibaba Cloud SMS did not send the text: isv.AMOUNT_NOT_ENOUGH 账户余额不足 (request ${requestId})`,
    );
  });

  it('leaves no live code behind a text that was not sent, so its code never works', async () => {
    fake.failWith = 'isv.OUT_OF_SERVICE';
    const mobile = uniqueMobile();
    await refusal(mobile, 'cn');
    const code = codeAskedFor();
    expect(code).toMatch(/^\d{6}$/);
    expect(await liveCodes(mobile)).toEqual([]);
    await expect(checkSmsCode(shop.db, mobile, 'login', code, Date.now())).rejects.toMatchObject({
      key: 'smsCodeWrong',
    });
    expect(JSON.stringify(lines)).not.toContain(code);
  });

  it('says texts are unavailable when the service cannot be reached', async () => {
    const gone = await fakeAliyunSmsAccount();
    await gone.fake.close();
    const down = { ...providers, sms: new AliyunSms(gone.settings) };
    const mobile = uniqueMobile();
    expect(await refusal(mobile, 'en', down)).toMatchObject({ code: 503, key: 'smsUnavailable' });
    expect(lines).toMatchObject([{ level: 'error', fields: { sms: { code: 'ECONNREFUSED' } } }]);
    expect(await liveCodes(mobile)).toEqual([]);
  });
});
