import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeAlipayAccount } from '../../test/fakes/alipay-account';
import { issueAlipayCertificates } from '../../test/fakes/alipay-certificates';
import { rsaKeys } from '../../test/fakes/alipay-platform';
import type { FakeAlipay } from '../../test/fakes/alipay-server';
import { AlipayClient, AlipayError, type AlipayAccount } from './client';
import { Alipay } from './provider';
import { queryTrade } from './trades';

// An app in Alipay's certificate mode, against a local Alipay that issued its certificates and
// checks app_cert_sn and alipay_root_cert_sn on every call as Alipay works them out (MD5 of the
// issuer and the decimal serial; the root file's RSA-signed roots only): the SNs the shop sends
// are Alipay's, a call with another app certificate is refused, and only the key of Alipay's
// certificate is believed.

let fake: FakeAlipay;
let account: AlipayAccount;
let alipay: Alipay;

beforeAll(async () => {
  let client: AlipayClient;
  ({ fake, client, account } = await fakeAlipayAccount('certificates'));
  alipay = new Alipay(client);
});
afterAll(() => fake?.close());

const issued = () => {
  if (!fake.certificates) throw new Error('the app has no certificates');
  return fake.certificates;
};

const order = (paymentNo: string) => ({
  paymentNo,
  method: 'alipay' as const,
  amount: 268_000,
  description: 'MAISON 20261129000001',
  scene: 'qr' as const,
  openid: null,
  notifyUrl: 'https://shop.example.com/api/payment/notify/alipay',
  returnUrl: 'https://shop.example.com/mobile/payResult/success?order_id=7',
  expiresAt: Date.now() + 30 * 60_000,
  clientIp: '203.0.113.9',
});

describe("Alipay's certificate mode", () => {
  it('sends the SNs Alipay works out on the cashier page and on every call', async () => {
    const page = new URL((await alipay.start(order('PALC000001'))).redirectUrl);
    expect(page.searchParams.get('app_cert_sn')).toBe(issued().appCertSn);
    expect(page.searchParams.get('alipay_root_cert_sn')).toBe(issued().rootCertSn);
    // The root file's ECDSA root counts for nothing: one RSA root, one SN.
    expect(issued().rootCertSn).toMatch(/^[0-9a-f]{32}$/);
    fake.openCashier(page.toString());
    fake.pay('PALC000001');
    expect(await alipay.query('PALC000001')).toBe('paid');
    const call = fake.received.at(-1);
    expect(call).toMatchObject({
      method: 'alipay.trade.query',
      app_cert_sn: issued().appCertSn,
      alipay_root_cert_sn: issued().rootCertSn,
    });
  });

  it('is refused by Alipay with the certificate of another app', async () => {
    const other = await issueAlipayCertificates(
      account.appId,
      rsaKeys().publicKey,
      account.alipayPublicKey,
    );
    const stranger = new AlipayClient({
      ...account,
      certificates: { ...issued().files, app: other.files.app },
    });
    const refused = queryTrade(stranger, 'PALC000001');
    await expect(refused).rejects.toThrow(AlipayError);
    await expect(refused).rejects.toMatchObject({ code: 'isv.invalid-app-cert-sn' });
    const otherRoot = new AlipayClient({
      ...account,
      certificates: { ...issued().files, root: other.files.root },
    });
    await expect(queryTrade(otherRoot, 'PALC000001')).rejects.toMatchObject({
      code: 'isv.invalid-alipay-root-cert-sn',
    });
  });

  it("believes answers and notifies signed with the key of Alipay's certificate, and no other", async () => {
    fake.openCashier((await alipay.start(order('PALC000002'))).redirectUrl);
    fake.pay('PALC000002');
    const body = fake.notifyBody('PALC000002');
    expect(alipay.verifyNotify(body, {}, Date.now())).toMatchObject({
      paymentNo: 'PALC000002',
      amount: 268_000,
      result: 'paid',
    });
    const forged = fake.notifyBody('PALC000002', { forged: true });
    expect(alipay.verifyNotify(forged, {}, Date.now())).toBeNull();
    fake.signing = 'forged';
    try {
      await expect(alipay.query('PALC000002')).rejects.toThrow(/No answer to believe from Alipay/);
    } finally {
      fake.signing = 'alipay';
    }
  });
});
