import { AlipayClient, type AlipayAccount } from '../../providers/alipay/client';
import { rsaKeys } from './alipay-platform';
import { SELLER_ID } from './alipay-cashier';
import { startFakeAlipay, type FakeAlipayMode } from './alipay-server';
import { keyFiles } from './key-files';

export const FAKE_ALIPAY_APP_ID = '2021000122671080';

/**
 * A local Alipay, and the shop's client of it with an app of new keys: with Alipay's public key,
 * or with the certificates Alipay issued.
 */
export async function fakeAlipayAccount(mode: FakeAlipayMode = 'public-key') {
  const keys = rsaKeys();
  const app = { appId: FAKE_ALIPAY_APP_ID, publicKey: keys.publicKey };
  const fake = await startFakeAlipay(app, mode);
  const account: AlipayAccount = {
    appId: FAKE_ALIPAY_APP_ID,
    privateKey: keys.privateKey,
    alipayPublicKey: fake.alipayKeys.publicKey,
    certificates: fake.certificates?.files ?? null,
    gateway: fake.gateway,
    sellerId: SELLER_ID,
  };
  return { fake, client: new AlipayClient(account), account, keys };
}

/**
 * A local Alipay and the environment of a public shop that uses it, keys and certificates in
 * files as the open platform hands them out.
 */
export async function fakeAlipayShopEnv(mode: FakeAlipayMode = 'public-key') {
  const { fake, keys } = await fakeAlipayAccount(mode);
  const files = keyFiles('alipay-keys');
  const issued = fake.certificates?.files;
  const env = {
    SHOP_SANDBOX: 'off',
    ALIPAY_APP_ID: FAKE_ALIPAY_APP_ID,
    ALIPAY_PRIVATE_KEY_FILE: files.pem('app_private_key.pem', keys.privateKey),
    ...(issued
      ? {
          ALIPAY_APP_CERT_FILE: files.text(
            `appCertPublicKey_${FAKE_ALIPAY_APP_ID}.crt`,
            issued.app,
          ),
          ALIPAY_PUBLIC_CERT_FILE: files.text('alipayCertPublicKey_RSA2.crt', issued.alipay),
          ALIPAY_ROOT_CERT_FILE: files.text('alipayRootCert.crt', issued.root),
        }
      : {
          ALIPAY_PUBLIC_KEY_FILE: files.pem('alipay_public_key.pem', fake.alipayKeys.publicKey),
        }),
    ALIPAY_GATEWAY: fake.gateway,
    ALIPAY_SELLER_ID: SELLER_ID,
  };
  const close = async () => {
    await fake.close();
    files.remove();
  };
  return { fake, env, close };
}
