import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginReply } from '../../../contract/account';
import { request, uniqueIp, uniqueMobile } from '../../test/accounts';
import { fakeSmsAccount, FAKE_TEMPLATES, smsEnv } from '../../test/fakes/aliyun-sms-account';
import { startFakeAliyunSms, type FakeAliyunSms } from '../../test/fakes/aliyun-sms-server';
import { createTestShop, databases, PUBLIC_SHOP_ENV, type TestShop } from '../../test/harness';
import { createMember } from '../../test/members';
import { createCaptcha } from './captcha';

// A public shop (sandbox off) texting its codes through Alibaba Cloud SMS, configured from its
// environment: the shopper asks for a code, receives it from the service, and signs in with
// it; the service's refusals reach the shopper as clear messages in their language.

describe.each(databases)('a shop texting through Alibaba Cloud SMS, on %s', (kind) => {
  let shop: TestShop;
  let sms: FakeAliyunSms;
  beforeAll(async () => {
    const account = fakeSmsAccount();
    sms = await startFakeAliyunSms(account);
    shop = await createTestShop(kind, {
      ...PUBLIC_SHOP_ENV,
      ...smsEnv(account, sms.endpoint),
      PROVIDER_TIMEOUT_MS: '1000',
    });
  });
  afterAll(async () => {
    await shop?.close();
    await sms?.close();
  });

  async function askForCode(mobile: string, lang: 'cn' | 'en' = 'cn') {
    const ip = uniqueIp();
    const captcha = await createCaptcha(shop.db, ip, Date.now());
    return request(shop.app, 'api/kc/crm-msg/send-msg-by-code', {
      ip,
      lang,
      query: { mobile, scene: 'login', captcha_key: captcha.key, captcha_code: captcha.answer },
    });
  }

  it('texts the sign-in code with the login template, and the code signs the member in', async () => {
    const member = await createMember(shop.db, { mobile: uniqueMobile() });
    expect((await askForCode(member.mobile)).code).toBe(0);
    const sent = sms.sent.find((text) => text.phoneNumbers === member.mobile);
    expect(sent).toMatchObject({ signName: '梅森时装', templateCode: FAKE_TEMPLATES.login });
    const code = sent?.params.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const login = await request<LoginReply>(shop.app, 'api/passport/login', {
      form: { type: 'sms', mobile: member.mobile, sms_code: code },
    });
    expect(login.code).toBe(0);
  });

  it("tells the shopper why a text could not be sent, in the shopper's language", async () => {
    const cases = [
      [
        'isv.MOBILE_NUMBER_ILLEGAL',
        'en',
        'This number cannot receive text messages: please check it or use another one',
      ],
      ['isv.BUSINESS_LIMIT_CONTROL', 'cn', '短信发送过于频繁，请稍后再试'],
      ['isv.AMOUNT_NOT_ENOUGH', 'cn', '短信服务暂不可用，请稍后再试或联系客服 400 606 1961'],
    ] as const;
    for (const [failure, lang, message] of cases) {
      sms.failWith = failure;
      const reply = await askForCode(uniqueMobile(), lang);
      expect(reply.msg).toBe(message);
      expect(reply.code).not.toBe(0);
    }
    sms.failWith = null;
  });

  it('gives up on a service that does not answer, says texts cannot be sent now, and leaves no live code', async () => {
    sms.silent = true;
    try {
      const mobile = uniqueMobile();
      const asked = sms.received.length;
      const reply = await askForCode(mobile, 'en');
      expect(reply).toMatchObject({
        code: 503,
        msg: 'Text messages cannot be sent at the moment: please try again later or call 400 606 1961',
      });
      expect(sms.received).toHaveLength(asked + 1);
      expect(await askForCode(uniqueMobile(), 'cn')).toMatchObject({
        code: 503,
        msg: '短信服务暂不可用，请稍后再试或联系客服 400 606 1961',
      });
      const live = await shop.db
        .selectFrom('sms_code')
        .select('id')
        .where('mobile', '=', mobile)
        .where('used_at', 'is', null)
        .execute();
      expect(live).toEqual([]);
    } finally {
      sms.silent = false;
    }
  });
});
