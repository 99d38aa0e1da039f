import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAKE_TEMPLATES, fakeAliyunSmsAccount } from '../../test/fakes/aliyun-sms-account';
import type { FakeAliyunSms } from '../../test/fakes/aliyun-sms-server';
import { SmsRefused, type SmsMessage } from '../sms';
import { AliyunSms } from './provider';
import type { AliyunSmsSettings } from './settings';

// Alibaba Cloud SMS behind the shop's SMS interface, through the official SDK, against a local
// service (server/test/fakes/aliyun-sms-server.ts) that checks signatures and answers as the
// documentation says: what is sent, and how each refusal reaches the shop.

let fake: FakeAliyunSms;
let settings: AliyunSmsSettings;
let sms: AliyunSms;
let seq = 0;

beforeAll(async () => {
  ({ fake, settings } = await fakeAliyunSmsAccount());
  sms = new AliyunSms(settings);
});
afterAll(() => fake?.close());
beforeEach(() => {
  fake.failWith = null;
  fake.silent = false;
});

/** A number of its own for each text: the service limits texts per number. */
function text(overrides: Partial<SmsMessage> = {}): SmsMessage {
  const mobile = `139${String(++seq).padStart(8, '0')}`;
  return { mobile, scene: 'login', code: '046513', lang: 'cn', ...overrides };
}

async function refusal(sending: Promise<void>): Promise<SmsRefused> {
  const error = await sending.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsRefused);
  return error as SmsRefused;
}

describe('texting a code through Alibaba Cloud SMS', () => {
  it("sends the scene's approved template under the sign name, the code its one variable", async () => {
    const login = text();
    await sms.send(login);
    expect(fake.sent.at(-1)).toMatchObject({
      phoneNumbers: login.mobile,
      signName: '梅森时装',
      templateCode: FAKE_TEMPLATES.login,
      params: { code: '046513' },
    });
    expect(fake.sent.at(-1)?.bizId).toMatch(/^\d+\^0$/);
    for (const scene of ['register', 'find_password', 'bind_wechat'] as const) {
      await sms.send(text({ scene, code: '900001' }));
      expect(fake.sent.at(-1)).toMatchObject({
        templateCode: FAKE_TEMPLATES[scene],
        params: { code: '900001' },
      });
    }
  });

  it("is throttled by the service's flow control for one number: the shopper tries later", async () => {
    const first = text();
    await sms.send(first);
    const again = await refusal(sms.send({ ...first, code: '123456' }));
    expect(again).toMatchObject({
      reason: 'throttled',
      details: { code: 'isv.BUSINESS_LIMIT_CONTROL', operatorMustAct: false },
    });
    expect(again.details.requestId).toMatch(/^[0-9A-F-]{36}$/);
    expect(again.message).toContain('isv.BUSINESS_LIMIT_CONTROL 触发分钟级流控Permits:1');
    expect(again.message).toContain(`(request ${again.details.requestId})`);
  });

  it('is refused for a number the service cannot text: the shopper uses another', async () => {
    const refused = await refusal(sms.send(text({ mobile: '2390000000' })));
    expect(refused).toMatchObject({
      reason: 'badNumber',
      details: { code: 'isv.MOBILE_NUMBER_ILLEGAL', operatorMustAct: false },
    });
  });

  it("tells the operator of the account's problems, the shopper only that texts are unavailable", async () => {
    const cases = {
      'isv.AMOUNT_NOT_ENOUGH': 'unavailable',
      'isv.OUT_OF_SERVICE': 'unavailable',
      'isv.DAY_LIMIT_CONTROL': 'unavailable',
      'isv.SMS_TEMPLATE_ILLEGAL': 'unavailable',
      'isp.SYSTEM_ERROR': 'unavailable',
      'Throttling.User': 'throttled',
    } as const;
    for (const [code, reason] of Object.entries(cases)) {
      fake.failWith = code;
      const refused = await refusal(sms.send(text()));
      expect(refused, code).toMatchObject({ reason, details: { code, operatorMustAct: true } });
      expect(refused.details.requestId, code).toMatch(/^[0-9A-F-]{36}$/);
    }
  });

  it('is refused when the sign name or a template is not approved on the account', async () => {
    const unknownSign = new AliyunSms({ ...settings, signName: '梅森' });
    expect(await refusal(unknownSign.send(text()))).toMatchObject({
      reason: 'unavailable',
      details: { code: 'isv.SMS_SIGNATURE_ILLEGAL', operatorMustAct: true },
    });
    const templates = { ...settings.templates, register: 'SMS_1' };
    const unknownTemplate = new AliyunSms({ ...settings, templates });
    expect(await refusal(unknownTemplate.send(text({ scene: 'register' })))).toMatchObject({
      details: { code: 'isv.SMS_TEMPLATE_ILLEGAL' },
    });
    await expect(unknownTemplate.send(text({ scene: 'login' }))).resolves.toBeUndefined();
  });

  it('is refused by the gateway when signed with another secret or an unknown key', async () => {
    const sent = fake.sent.length;
    const forged = new AliyunSms({ ...settings, accessKeySecret: 'not-the-secret-of-this-key-00' });
    const mismatch = await refusal(forged.send(text()));
    expect(mismatch).toMatchObject({
      reason: 'unavailable',
      details: { code: 'SignatureDoesNotMatch', operatorMustAct: true },
    });
    expect(mismatch.details.requestId).toMatch(/^[0-9A-F-]{36}$/);
    expect(mismatch.message).toBe(
      `Alibaba Cloud SMS did not send the text: SignatureDoesNotMatch Specified signature is not matched with our calculation. (request ${mismatch.details.requestId})`,
    );
    const stranger = new AliyunSms({ ...settings, accessKeyId: 'LTAI5tUnknownKey' });
    expect(await refusal(stranger.send(text()))).toMatchObject({
      details: { code: 'InvalidAccessKeyId.NotFound' },
    });
    expect(fake.sent).toHaveLength(sent);
  });

  it('is unavailable when the service cannot be reached or does not answer in time', async () => {
    const closed = await fakeAliyunSmsAccount();
    await closed.fake.close();
    const unsent = text({ code: '731904' });
    const down = await refusal(new AliyunSms(closed.settings).send(unsent));
    expect(down).toMatchObject({
      reason: 'unavailable',
      details: { code: 'ECONNREFUSED', requestId: null, operatorMustAct: true },
    });
    expect(down.message).toMatch(/^Alibaba Cloud SMS could not be reached: ECONNREFUSED /);
    // The operator's line does not carry the code, nor the number, from the request's URL.
    expect(down.message).not.toContain('731904');
    expect(down.message).not.toContain(unsent.mobile);

    // A service that takes the text and never answers: the read times out, and the shop lets go
    // of the connection rather than leave it open.
    fake.silent = true;
    const asked = fake.received.length;
    const impatient = new AliyunSms(settings, 300);
    const late = await refusal(impatient.send(text({ code: '731904' })));
    expect(fake.received).toHaveLength(asked + 1);
    expect(late).toMatchObject({ reason: 'unavailable', details: { requestId: null } });
    expect(late.message).toMatch(
      /^Alibaba Cloud SMS could not be reached: RequestTimeoutError ReadTimeout/,
    );
    expect(late.message).not.toContain('731904');
    await vi.waitFor(() => expect(fake.unanswered()).toBe(0));
  });
});
