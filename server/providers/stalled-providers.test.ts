import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeAlipayAccount } from '../test/fakes/alipay-account';
import { fakeSmsAccount, smsEnv } from '../test/fakes/aliyun-sms-account';
import { startStallingServer, type StallingServer } from '../test/fakes/stalling-server';
import { fakeWechatPayAccount } from '../test/fakes/wechat-pay-account';
import { AlipayClient, AlipayError } from './alipay/client';
import { AliyunSms } from './aliyun-sms/provider';
import { aliyunSmsSettings } from './aliyun-sms/settings';
import { PaymentServiceError } from './payment';
import { SmsRefused } from './sms';
import { fetchWithin } from './timeout';
import { WechatServiceError } from './wechat';
import { WechatApi } from './wechat-login/api';
import { WechatPayClient, WechatPayError } from './wechat-pay/client';
import { WechatPay } from './wechat-pay/provider';

// Every provider's client gives up on a service that takes the call and then stalls, before it
// answers or halfway through its answer: within the timeout it is given (short here), as the
// provider's own service error, and it drops the connection rather than leave it open.

// Long enough that a machine busy with other suites still sends the request before it runs out
// (Alibaba Cloud's SDK starts its read timer before the connection is made).
const TIMEOUT_MS = 1000;

async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('the call succeeded');
}

describe.each(['silent', 'midway'] as const)('a provider stalling %s', (stall) => {
  let stalling: StallingServer;
  beforeAll(async () => {
    stalling = await startStallingServer(stall);
  });
  afterAll(() => stalling?.close());

  /** The call's error, once the shop has let go of the stalled connection. */
  async function givenUp(call: Promise<unknown>): Promise<Error> {
    const before = stalling.received;
    const error = await failure(call);
    await vi.waitFor(() => expect(stalling.received).toBe(before + 1));
    await vi.waitFor(() => expect(stalling.held()).toBe(0));
    return error;
  }

  it('WeChat Pay: a payment service error', async () => {
    const { fake, client } = await fakeWechatPayAccount();
    await fake.close();
    const account = { ...client.account, baseUrl: stalling.url };
    const wechatPay = new WechatPay(new WechatPayClient(account, fetchWithin(TIMEOUT_MS)), 'k');
    const error = await givenUp(wechatPay.query('P20261129STALLED'));
    expect(error).toBeInstanceOf(WechatPayError);
    expect(error).toBeInstanceOf(PaymentServiceError);
    expect(error.message).toBe(
      `WeChat Pay gave no answer to GET /v3/pay/transactions/out-trade-no/P20261129STALLED?mchid=${account.mchid}: no answer in time`,
    );
  });

  it('Alipay: a payment service error', async () => {
    const { fake, account } = await fakeAlipayAccount();
    await fake.close();
    const client = new AlipayClient(
      { ...account, gateway: `${stalling.url}/gateway.do` },
      Date.now,
      TIMEOUT_MS,
    );
    const error = await givenUp(client.call('alipay.trade.query', { out_trade_no: 'P1' }));
    expect(error).toBeInstanceOf(AlipayError);
    expect(error).toBeInstanceOf(PaymentServiceError);
    expect(error.message).toMatch(
      new RegExp(
        `^No answer to believe from Alipay to alipay.trade.query: .*timeout.*${TIMEOUT_MS}`,
        'i',
      ),
    );
  });

  it('Alibaba Cloud SMS: the texts are unavailable', async () => {
    const settings = aliyunSmsSettings(smsEnv(fakeSmsAccount(), stalling.url));
    if (!settings) throw new Error('no settings');
    const sms = new AliyunSms(settings, TIMEOUT_MS);
    const error = await givenUp(
      sms.send({ mobile: '13800138000', scene: 'login', code: '602214', lang: 'cn' }),
    );
    expect(error).toBeInstanceOf(SmsRefused);
    expect(error).toMatchObject({ reason: 'unavailable', details: { operatorMustAct: true } });
    // Stalled before answering, its read timed out; halfway, the answer's stream was cut.
    expect(error.message).toMatch(
      stall === 'silent'
        ? /^Alibaba Cloud SMS could not be reached: RequestTimeoutError ReadTimeout/
        : /^Alibaba Cloud SMS could not be reached: ECONNRESET/,
    );
    expect(error.message).not.toContain('602214');
  });

  it('WeChat: its service is unavailable', async () => {
    const api = new WechatApi(stalling.url, fetchWithin(TIMEOUT_MS));
    const query = { appid: 'wx5a4db0e9d1f6a201', secret: 's'.repeat(32), code: 'c0de' };
    const error = await givenUp(api.get('/sns/oauth2/access_token', query));
    expect(error).toBeInstanceOf(WechatServiceError);
    expect(error.message).toBe('WeChat /sns/oauth2/access_token failed: no answer in time');
  });
});
