import { AlipayClient } from '../../providers/alipay/client';
import { rsaKeys } from './alipay-platform';
import { SELLER_ID } from './alipay-cashier';
import { startFakeAlipay } from './alipay-server';
import { keyFiles } from './key-files';

export const FAKE_ALIPAY_APP_ID = '2021000122671080';

/** A local Alipay, and the shop's client of it with an app of new keys. */
export async function fakeAlipayAccount() {
  const keys = rsaKeys();
  const fake = await startFakeAlipay({ appId: FAKE_ALIPAY_APP_ID, publicKey: keys.publicKey });
  const account = {
    appId: FAKE_ALIPAY_APP_ID,
    privateKey: keys.privateKey,
    alipayPublicKey: fake.alipayKeys.publicKey,
    gateway: fake.gateway,
    sellerId: SELLER_ID,
  };
  return { fake, client: new AlipayClient(account), account, keys };
}

/** A local Alipay and the environment of a public shop that uses it, keys in PEM files. */
export async function fakeAlipayShopEnv() {
  const { fake, keys } = await fakeAlipayAccount();
  const files = keyFiles('alipay-keys');
  const env = {
    SHOP_SANDBOX: 'off',
    ALIPAY_APP_ID: FAKE_ALIPAY_APP_ID,
    ALIPAY_PRIVATE_KEY_FILE: files.pem('app_private_key.pem', keys.privateKey),
    ALIPAY_PUBLIC_KEY_FILE: files.pem('alipay_public_key.pem', fake.alipayKeys.publicKey),
    ALIPAY_GATEWAY: fake.gateway,
    ALIPAY_SELLER_ID: SELLER_ID,
  };
  const close = async () => {
    await fake.close();
    files.remove();
  };
  return { fake, env, close };
}
