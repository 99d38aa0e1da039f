import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WechatJsConfig } from '../../../contract/share';
import type { Db } from '../../db/database';
import { startFakeWechatApi, type FakeWechatApi } from '../../test/fakes/wechat-api-server';
import { databases } from '../../test/harness';
import { WechatServiceError } from '../wechat';
import { createWechatJsSdk } from '.';
import { twoInstances } from './instance-fixtures';

// The Official Account's JS-SDK signature against a local WeChat, signed by two instances of
// the shop over one database: the access token and the jsapi_ticket are fetched once for both.

const ACCOUNT = {
  appid: 'wx1a2b3c4d5e6f7a8b',
  secret: '5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b',
  kind: 'officialAccount',
} as const;
const TOKEN = '/cgi-bin/stable_token';
const TICKET = '/cgi-bin/ticket/getticket';
const PAGE = 'https://shop.example.cn/productList/detail?id=7';

describe.each(databases)('the JS-SDK signature of two instances on %s', (kind) => {
  let fake: FakeWechatApi;
  let instances: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    fake = await startFakeWechatApi({ apps: [ACCOUNT], domain: 'shop.example.cn' });
    instances = await twoInstances(kind);
  });
  afterAll(async () => {
    await instances?.close();
    await fake?.close();
  });

  const sdkOf = (db: Db, secret: string = ACCOUNT.secret) =>
    createWechatJsSdk(
      {
        website: null,
        officialAccount: { appid: ACCOUNT.appid, secret },
        apiBaseUrl: fake.url,
        openBaseUrl: fake.url,
      },
      db,
      fake.now,
    );
  const calls = () => ({ token: fake.calls[TOKEN] ?? 0, ticket: fake.calls[TICKET] ?? 0 });
  const accepted = (signed: WechatJsConfig, url = PAGE) =>
    fake.acceptsJsSignature({
      timestamp: signed.timestamp,
      nonce: signed.nonce_str,
      url,
      signature: signed.signature,
    });

  it('signs pages WeChat accepts, the token and ticket fetched once for both instances', async () => {
    fake.delayMs = 40;
    const [first, second] = [sdkOf(instances.first), sdkOf(instances.second)];
    try {
      const signed = await Promise.all([first.sign(PAGE), second.sign(PAGE)]);
      expect(signed.map((s) => accepted(s))).toEqual([true, true]);
    } finally {
      fake.delayMs = 0;
    }
    expect(calls()).toEqual({ token: 1, ticket: 1 });
    const again = await second.sign(PAGE);
    expect(again).toMatchObject({ app_id: ACCOUNT.appid, script: '/wechat/jweixin-1.6.0.js' });
    expect(accepted(again)).toBe(true);
    expect(accepted(again, `${PAGE}8`)).toBe(false);
    expect(calls()).toEqual({ token: 1, ticket: 1 });
  });

  it('renews the ticket before it expires, and the token WeChat has retired', async () => {
    const sdk = sdkOf(instances.first);
    await sdk.sign(PAGE);
    const before = calls();
    fake.advance(7200_000 - 3 * 60_000);
    expect(accepted(await sdk.sign(PAGE))).toBe(true);
    expect(calls()).toEqual({ token: before.token + 1, ticket: before.ticket + 1 });

    fake.retireAccessTokens();
    await instances.second
      .updateTable('wechat_credential')
      .set({ expires_at: 0 })
      .where('name', '=', `jsapi_ticket:${ACCOUNT.appid}`)
      .execute();
    const signed = await sdkOf(instances.second).sign(PAGE);
    expect(accepted(signed)).toBe(true);
    // The ticket asked with the retired token (40001), the token renewed once, the ticket again.
    expect(calls()).toEqual({ token: before.token + 2, ticket: before.ticket + 3 });
  });

  it('reports WeChat refusing the secret as a failure of the service, every time', async () => {
    await instances.first.deleteFrom('wechat_credential').execute();
    const sdk = sdkOf(instances.first, 'f'.repeat(32));
    const before = calls();
    for (let attempt = 0; attempt < 2; attempt++) {
      const failure = await sdk.sign(PAGE).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(WechatServiceError);
      expect(failure).toMatchObject({ errcode: 40125 });
    }
    expect(calls()).toEqual({ token: before.token + 2, ticket: before.ticket });
  });
});
