import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeAliyunSmsAccount } from '../../test/fakes/aliyun-sms-account';
import type { FakeAliyunSms, FakeSmsAccount } from '../../test/fakes/aliyun-sms-server';
import { canonicalRequest, signatureOf } from '../../test/fakes/aliyun-sms-signature';
import { AliyunSms } from './provider';

// The local service's gateway checks the V3 signature of what the SDK sends as Alibaba Cloud's
// documentation says, so the provider's tests prove something: a request the SDK signed is
// accepted once, and any change to a signed part, a replay or an old date is refused.

let fake: FakeAliyunSms;
let account: FakeSmsAccount;
let signed: FakeAliyunSms['received'][number];

beforeAll(async () => {
  const made = await fakeAliyunSmsAccount();
  ({ fake, account } = made);
  // Kept as the SDK signed it, unanswered: its nonce is still unspent.
  fake.silent = true;
  const sms = new AliyunSms(made.settings, 200);
  await sms
    .send({ mobile: '13800138000', scene: 'login', code: '602214', lang: 'cn' })
    .catch(() => undefined);
  const first = fake.received[0];
  if (!first) throw new Error('the SDK sent nothing');
  signed = first;
  fake.silent = false;
});
afterAll(() => fake?.close());

/** Sends a request as given, headers and all, and reads the answer. */
function replay(
  sent: typeof signed,
  change: { url?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: Record<string, string> }> {
  const { hostname, port } = new URL(fake.endpoint);
  const headers = { ...sent.headers, ...change.headers };
  // Counted anew for the body sent.
  delete headers['content-length'];
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: hostname,
        port,
        method: sent.method,
        path: change.url ?? sent.url,
        headers,
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(sent.body);
  });
}

/** The request signed anew with the account's secret after a change. */
function resigned(url: string, headers: Record<string, string>): typeof signed {
  const changed = { ...signed, url, headers: { ...signed.headers, ...headers } };
  const names = /SignedHeaders=([^,]+)/.exec(signed.headers.authorization ?? '')?.[1] ?? '';
  const target = new URL(changed.url, 'http://fake');
  const canonical = canonicalRequest(
    {
      method: changed.method,
      path: target.pathname,
      query: [...target.searchParams.entries()],
      headers: changed.headers,
      body: Buffer.from(changed.body),
    },
    names.split(';'),
  );
  const signature = signatureOf(canonical, account.accessKeySecret);
  changed.headers.authorization = `ACS3-HMAC-SHA256 Credential=${account.accessKeyId},SignedHeaders=${names},Signature=${signature}`;
  return changed;
}

describe("the local service's gateway", () => {
  it('accepts what the SDK signed, once: a replay is refused by its nonce', async () => {
    const first = await replay(signed);
    expect(first).toMatchObject({ status: 200, json: { Code: 'OK', Message: 'OK' } });
    expect(fake.sent).toHaveLength(1);
    const again = await replay(signed);
    expect(again).toMatchObject({ status: 400, json: { Code: 'SignatureNonceUsed' } });
  });

  it('refuses a signed parameter or header changed after signing', async () => {
    const otherNumber = signed.url.replace('13800138000', '13800138001');
    const nonce = { 'x-acs-signature-nonce': 'f'.repeat(64) };
    const query = await replay(signed, { url: otherNumber, headers: nonce });
    expect(query).toMatchObject({ status: 400, json: { Code: 'SignatureDoesNotMatch' } });
    const action = await replay(signed, { headers: { 'x-acs-action': 'SendBatchSms' } });
    expect(action.json.Code).toBe('SignatureDoesNotMatch');
    const body = await replay({ ...signed, body: 'PhoneNumbers=13800138002' });
    expect(body.json.Code).toBe('SignatureDoesNotMatch');
  });

  it('refuses a header left out of the signature and a request without one', async () => {
    const unsigned = await replay(signed, { headers: { 'x-acs-security-token': 'token' } });
    expect(unsigned).toMatchObject({ status: 400, json: { Code: 'IncompleteSignature' } });
    const bare = await replay(signed, { headers: { authorization: '' } });
    expect(bare.json.Code).toBe('IncompleteSignature');
  });

  it('refuses a date more than 15 minutes off, and takes one within them', async () => {
    const at = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const nonce = (n: string) => ({ 'x-acs-signature-nonce': n.repeat(64) });
    const url = signed.url.replace('13800138000', '13800138003');
    const old = resigned(url, { 'x-acs-date': at(Date.now() - 16 * 60_000), ...nonce('a') });
    expect(await replay(old)).toMatchObject({
      status: 400,
      json: { Code: 'InvalidTimeStamp.Expired' },
    });
    const skewed = resigned(url, { 'x-acs-date': at(Date.now() - 14 * 60_000), ...nonce('b') });
    expect((await replay(skewed)).json.Code).toBe('OK');
  });

  it('refuses an unknown AccessKey and names the key as not found', async () => {
    const authorization = (signed.headers.authorization ?? '').replace(
      account.accessKeyId,
      'LTAI5tSomeoneElse',
    );
    const answer = await replay(signed, { headers: { authorization } });
    expect(answer).toMatchObject({ status: 404, json: { Code: 'InvalidAccessKeyId.NotFound' } });
  });
});
