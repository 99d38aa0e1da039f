import { createVerify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  acceptsRequest,
  encryptedResource,
  platformHeaders,
  rsaKeys,
} from '../../test/fakes/wechat-pay-platform';
import {
  authorization,
  checkSignature,
  decryptResource,
  jsapiPayment,
  signedDelivery,
} from './protocol';

// The shop's side of WeChat Pay API v3's signatures and encryption, against WeChat Pay's side
// as its documentation gives it (server/test/fakes/wechat-pay-platform.ts).

const merchantKeys = rsaKeys();
const merchant = { mchid: '1900009191', serialNo: '5157F09EFDC096DE15EBE81A47057A72' };
const platformKeys = rsaKeys();
const platform = { serial: 'PUB_KEY_ID_0114232134912410000000000001', ...platformKeys };
const trusted = new Map([[platform.serial, platformKeys.publicKey]]);
const API_V3_KEY = 'a3f1c09e7b5d4e2f8c6a1b0d9e8f7a6b';

describe('a request to WeChat Pay', () => {
  const signer = { ...merchant, privateKey: merchantKeys.privateKey };
  const body = JSON.stringify({ appid: 'wx8a3f1c09e7b5d4e2', out_trade_no: 'P2026112700001' });
  const request = { method: 'POST', url: '/v3/pay/transactions/native', body };
  const platformSees = { ...merchant, publicKey: merchantKeys.publicKey };

  it('is signed as the platform checks it', () => {
    const header = authorization(signer, request);
    expect(acceptsRequest(platformSees, { ...request, authorization: header })).toBe(true);
  });

  it('is refused when anything signed differs, or the signature is old', () => {
    const header = authorization(signer, request);
    const altered = [
      { ...request, body: body.replace('00001', '00002') },
      { ...request, url: '/v3/pay/transactions/h5' },
      { ...request, method: 'GET' },
    ];
    for (const other of altered) {
      expect(acceptsRequest(platformSees, { ...other, authorization: header })).toBe(false);
    }
    const old = authorization(signer, request, {
      timestamp: Math.floor(Date.now() / 1000) - 600,
      nonce: 'A1B2C3',
    });
    expect(acceptsRequest(platformSees, { ...request, authorization: old })).toBe(false);
    const otherKey = authorization({ ...signer, privateKey: rsaKeys().privateKey }, request);
    expect(acceptsRequest(platformSees, { ...request, authorization: otherKey })).toBe(false);
  });

  it('signs a query string and an empty body', () => {
    const get = {
      method: 'GET',
      url: '/v3/pay/transactions/out-trade-no/P1?mchid=1900009191',
      body: '',
    };
    const header = authorization(signer, get);
    expect(acceptsRequest(platformSees, { ...get, authorization: header })).toBe(true);
  });
});

describe('what WeChat Pay sends back', () => {
  const body = '{"code_url":"weixin://wxpay/bizpayurl?pr=p4lpSuKzz"}';
  const now = Date.now();

  it('is accepted when the platform signed it, within five minutes', () => {
    const delivery = signedDelivery(platformHeaders(platform, body), body);
    expect(delivery).not.toBeNull();
    if (!delivery) return;
    expect(checkSignature(delivery, trusted, now)).toBe('valid');
    // Headers as Node gives them: lower case.
    const lower = Object.fromEntries(
      Object.entries(platformHeaders(platform, body)).map(([name, value]) => [
        name.toLowerCase(),
        value,
      ]),
    );
    const fromNode = signedDelivery(lower, body);
    expect(fromNode && checkSignature(fromNode, trusted, now)).toBe('valid');
  });

  it('is refused when altered, unsigned, signed by another key or too old', () => {
    const headers = platformHeaders(platform, body);
    const altered = signedDelivery(headers, body.replace('p4lp', 'evil'));
    expect(altered && checkSignature(altered, trusted, now)).toBe('invalid');
    expect(signedDelivery({ ...headers, 'Wechatpay-Signature': undefined }, body)).toBeNull();
    const stranger = { serial: platform.serial, privateKey: rsaKeys().privateKey };
    const forged = signedDelivery(platformHeaders(stranger, body), body);
    expect(forged && checkSignature(forged, trusted, now)).toBe('invalid');
    const unknown = signedDelivery({ ...headers, 'Wechatpay-Serial': 'PUB_KEY_ID_OTHER' }, body);
    expect(unknown && checkSignature(unknown, trusted, now)).toBe('unknown-key');
    const sixMinutesAgo = Math.floor(now / 1000) - 360;
    const old = signedDelivery(platformHeaders(platform, body, sixMinutesAgo), body);
    expect(old && checkSignature(old, trusted, now)).toBe('stale');
    const fourMinutesAgo = Math.floor(now / 1000) - 240;
    const recent = signedDelivery(platformHeaders(platform, body, fourMinutesAgo), body);
    expect(recent && checkSignature(recent, trusted, now)).toBe('valid');
  });
});

describe("a notify's resource", () => {
  const transaction = JSON.stringify({
    out_trade_no: 'P2026112700001',
    trade_state: 'SUCCESS',
    amount: { total: 3572000, payer_total: 3572000, currency: 'CNY' },
  });

  it('decrypts with the APIv3 key', () => {
    expect(decryptResource(encryptedResource(transaction, API_V3_KEY), API_V3_KEY)).toBe(
      transaction,
    );
  });

  it('does not decrypt with another key, altered, or with other associated data', () => {
    const resource = encryptedResource(transaction, API_V3_KEY);
    expect(decryptResource(resource, 'b3f1c09e7b5d4e2f8c6a1b0d9e8f7a6b')).toBeNull();
    expect(decryptResource({ ...resource, associated_data: 'refund' }, API_V3_KEY)).toBeNull();
    const sealed = Buffer.from(resource.ciphertext, 'base64');
    sealed[0] = (sealed[0] ?? 0) ^ 1;
    expect(
      decryptResource({ ...resource, ciphertext: sealed.toString('base64') }, API_V3_KEY),
    ).toBeNull();
    expect(decryptResource({ ...resource, algorithm: 'AEAD_AES_128_GCM' }, API_V3_KEY)).toBeNull();
    expect(decryptResource({ ...resource, ciphertext: 'AAAA' }, API_V3_KEY)).toBeNull();
  });
});

describe('a JSAPI payment inside WeChat', () => {
  it('is signed over its app, time, nonce and package, as WeChat checks it', () => {
    const payment = jsapiPayment(
      { privateKey: merchantKeys.privateKey },
      'wx8888888888888888',
      'wx201410272009395522657a690389285100',
    );
    expect(payment.package).toBe('prepay_id=wx201410272009395522657a690389285100');
    expect(payment.signType).toBe('RSA');
    const message = `${payment.appId}\n${payment.timeStamp}\n${payment.nonceStr}\n${payment.package}\n`;
    const verifies = (text: string) =>
      createVerify('RSA-SHA256')
        .update(text)
        .verify(merchantKeys.publicKey, payment.paySign, 'base64');
    expect(verifies(message)).toBe(true);
    expect(verifies(message.replace('prepay_id=wx2014', 'prepay_id=wx2015'))).toBe(false);
  });
});
