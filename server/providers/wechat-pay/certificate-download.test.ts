import { X509Certificate } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { FAKE_API_V3_KEY, fakeWechatPayAccount } from '../../test/fakes/wechat-pay-account';
import { platformHeaders } from '../../test/fakes/wechat-pay-platform';
import type { FakeWechatPay } from '../../test/fakes/wechat-pay-server';
import type { ProviderLog } from '../payment';
import { createWechatPay, createWechatPayClient } from '.';
import { downloadCertificates } from './certificate-download';
import { WechatPay } from './provider';

// A merchant without WeChat Pay's public key, against a local WeChat Pay that lists its
// platform certificates encrypted with the APIv3 key and signs with one of them: the shop
// downloads, decrypts and checks them, follows a change of certificate, and believes nothing
// signed under a serial WeChat Pay does not list or a certificate past its time.

let fake: FakeWechatPay | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const log = () => {
  const lines: { level: string; message: string; details: object }[] = [];
  const sink: ProviderLog = {
    info: (details, message) => lines.push({ level: 'info', message, details }),
    error: (details, message) => lines.push({ level: 'error', message, details }),
  };
  return { lines, sink };
};

async function certificateMerchant() {
  const account = await fakeWechatPayAccount('certificates');
  fake = account.fake;
  const wechatPay = createWechatPay(account.settings);
  return { ...account, wechatPay };
}

const downloads = (wechat: FakeWechatPay) =>
  wechat.received.filter((call) => call.path === '/v3/certificates').length;

/** An order placed and paid at WeChat Pay, for a notify about it. */
async function paidOrder(wechat: FakeWechatPay, pay: WechatPay, no: string) {
  await pay.start({
    paymentNo: no,
    method: 'wechat',
    amount: 268_000,
    description: 'MAISON 20261129000001',
    scene: 'qr',
    openid: null,
    notifyUrl: 'https://shop.example.com/api/payment/notify/wechatpay',
    returnUrl: 'https://shop.example.com/mobile/payResult/success?order_id=7',
    expiresAt: Date.now() + 30 * 60_000,
    clientIp: '203.0.113.9',
  });
  wechat.pay(no);
}

describe("WeChat Pay's platform certificates, downloaded", () => {
  it('are decrypted with the APIv3 key and believed by their own signature on the list', async () => {
    const { fake: wechat, client } = await certificateMerchant();
    const listed = await downloadCertificates(client, FAKE_API_V3_KEY, Date.now());
    const [only] = wechat.certificates;
    expect(listed).toHaveLength(1);
    expect(listed[0]?.serial).toBe(only?.serial);
    expect(listed[0]?.publicKey.equals(new X509Certificate(only?.pem ?? '').publicKey)).toBe(true);
    const sent = wechat.received.at(-1);
    expect(sent).toMatchObject({ method: 'GET', path: '/v3/certificates', body: '' });
  });

  it('are refused when they do not decrypt, or the list is signed by another key', async () => {
    const { fake: wechat, client } = await certificateMerchant();
    await expect(
      downloadCertificates(client, 'b3f1c09e7b5d4e2f8c6a1b0d9e8f7a6b', Date.now()),
    ).rejects.toThrow(/does not decrypt with WECHAT_PAY_API_V3_KEY/);
    wechat.signing = 'forged';
    await expect(downloadCertificates(client, FAKE_API_V3_KEY, Date.now())).rejects.toThrow(
      "WeChat Pay's list of platform certificates is invalid",
    );
    wechat.signing = 'unsigned';
    await expect(downloadCertificates(client, FAKE_API_V3_KEY, Date.now())).rejects.toThrow(
      "WeChat Pay's list of platform certificates is unsigned",
    );
  });

  it('are downloaded when the provider is readied, and verify its answers and notifies', async () => {
    const { fake: wechat, wechatPay } = await certificateMerchant();
    const { lines, sink } = log();
    await wechatPay.prepare(sink);
    expect(downloads(wechat)).toBe(1);
    expect(lines).toEqual([
      {
        level: 'info',
        message: "WeChat Pay's platform certificates downloaded",
        details: { serials: [wechat.platform.serial] },
      },
    ]);
    await paidOrder(wechat, wechatPay, 'PWXC000001');
    const { body, headers } = wechat.notify('PWXC000001');
    expect(headers['Wechatpay-Serial']).toBe(wechat.certificates[0]?.serial);
    expect(await wechatPay.verifyNotify(body, headers, Date.now())).toMatchObject({
      paymentNo: 'PWXC000001',
      result: 'paid',
    });
    expect(downloads(wechat)).toBe(1);
  });

  it('follow a change of certificate: the new serial is fetched, the old one still verifies', async () => {
    const { fake: wechat, wechatPay } = await certificateMerchant();
    await wechatPay.prepare(log().sink);
    await paidOrder(wechat, wechatPay, 'PWXC000002');
    const old = wechat.platform;
    const next = await wechat.rotate();
    const byNew = wechat.notify('PWXC000002');
    expect(byNew.headers['Wechatpay-Serial']).toBe(next.serial);
    expect(await wechatPay.verifyNotify(byNew.body, byNew.headers, Date.now())).toMatchObject({
      paymentNo: 'PWXC000002',
    });
    expect(downloads(wechat)).toBe(2);
    wechat.platform = old;
    const byOld = wechat.notify('PWXC000002');
    expect(await wechatPay.verifyNotify(byOld.body, byOld.headers, Date.now())).not.toBeNull();
    expect(downloads(wechat)).toBe(2);
  });

  it('refuse a notify under a serial WeChat Pay does not list, asking for the list once', async () => {
    const { fake: wechat, wechatPay } = await certificateMerchant();
    await wechatPay.prepare(log().sink);
    await paidOrder(wechat, wechatPay, 'PWXC000003');
    const { body } = wechat.notify('PWXC000003');
    for (const stranger of [
      await wechat.strangerCertificate(),
      await wechat.strangerCertificate(),
    ]) {
      const headers = platformHeaders(stranger, body);
      expect(await wechatPay.verifyNotify(body, headers, Date.now())).toBeNull();
    }
    expect(downloads(wechat)).toBe(2);
  });

  it('download once for notifies under new serials arriving at the same instant', async () => {
    const { fake: wechat, wechatPay } = await certificateMerchant();
    await wechatPay.prepare(log().sink);
    await paidOrder(wechat, wechatPay, 'PWXC000006');
    await wechat.rotate();
    const deliveries = [1, 2, 3].map(() => wechat.notify('PWXC000006'));
    const strangers = await Promise.all([1, 2].map(() => wechat.strangerCertificate()));
    const forged = strangers.map((stranger) => {
      const { body } = wechat.notify('PWXC000006');
      return { body, headers: platformHeaders(stranger, body) };
    });
    const verified = await Promise.all(
      [...deliveries, ...forged].map(({ body, headers }) =>
        wechatPay.verifyNotify(body, headers, Date.now()),
      ),
    );
    expect(verified.map((notify) => notify?.paymentNo ?? null)).toEqual([
      'PWXC000006',
      'PWXC000006',
      'PWXC000006',
      null,
      null,
    ]);
    expect(downloads(wechat)).toBe(2);
  });

  it('refuse a notify, without failing, when no certificate could be had', async () => {
    const publicKeyMerchant = await fakeWechatPayAccount('public-key');
    fake = publicKeyMerchant.fake;
    const wechatPay = createWechatPay({ ...publicKeyMerchant.settings, publicKey: null });
    await paidOrder(
      fake,
      new WechatPay(createWechatPayClient(publicKeyMerchant.settings), FAKE_API_V3_KEY),
      'PWXC000007',
    );
    const { body, headers } = fake.notify('PWXC000007');
    expect(await wechatPay.verifyNotify(body, headers, Date.now())).toBeNull();
    await expect(wechatPay.query('PWXC000007')).rejects.toThrow(
      'WeChat Pay would not list its platform certificates: 证书不存在',
    );
  });

  it('believe nothing signed by a certificate past its expire_time', async () => {
    const { fake: wechat, wechatPay } = await certificateMerchant();
    const old = wechat.platform;
    await wechat.rotate();
    const [first] = wechat.certificates;
    if (first) first.expireTime = Date.now() - 60_000;
    await wechatPay.prepare(log().sink);
    await paidOrder(wechat, wechatPay, 'PWXC000004');
    wechat.platform = old;
    const byExpired = wechat.notify('PWXC000004');
    expect(await wechatPay.verifyNotify(byExpired.body, byExpired.headers, Date.now())).toBeNull();
  });

  it('stop the provider from being readied when they cannot be had, saying why', async () => {
    const publicKeyMerchant = await fakeWechatPayAccount('public-key');
    fake = publicKeyMerchant.fake;
    const asked = createWechatPay({ ...publicKeyMerchant.settings, publicKey: null });
    await expect(asked.prepare(log().sink)).rejects.toThrow(
      "WeChat Pay's platform certificates could not be downloaded: WeChat Pay would not list its platform certificates: 证书不存在 (an account with WeChat Pay's public key sets WECHAT_PAY_PUBLIC_KEY_ID and WECHAT_PAY_PUBLIC_KEY_FILE)",
    );
    // With WeChat Pay's public key there is nothing to download.
    const withKey = new WechatPay(
      createWechatPayClient(publicKeyMerchant.settings),
      FAKE_API_V3_KEY,
    );
    await withKey.prepare(log().sink);
    expect(downloads(publicKeyMerchant.fake)).toBe(1);
  });
});
