import { WechatPayClient } from '../../providers/wechat-pay/client';
import { rsaKeys } from './wechat-pay-platform';
import { startFakeWechatPay } from './wechat-pay-server';
import { keyFiles } from './key-files';

export const FAKE_API_V3_KEY = 'a3f1c09e7b5d4e2f8c6a1b0d9e8f7a6b';

/** A local WeChat Pay, and the shop's client of it with a merchant account of new keys. */
export async function fakeWechatPayAccount() {
  const keys = rsaKeys();
  const merchant = { mchid: '1900009191', serialNo: '5157F09EFDC096DE15EBE81A47057A72' };
  const fake = await startFakeWechatPay({
    ...merchant,
    publicKey: keys.publicKey,
    apiV3Key: FAKE_API_V3_KEY,
  });
  const client = new WechatPayClient({
    ...merchant,
    privateKey: keys.privateKey,
    appid: 'wxd678efh567hg6787',
    platformKeys: new Map([[fake.platform.serial, fake.platform.publicKey]]),
    baseUrl: fake.url,
  });
  return { fake, client, keys, merchant };
}

/**
 * A local WeChat Pay and the environment of a public shop that uses it: the merchant's keys and
 * WeChat Pay's public key in PEM files, as the merchant platform hands them out.
 */
export async function fakeWechatPayShopEnv() {
  const { fake, keys, merchant, client } = await fakeWechatPayAccount();
  const files = keyFiles('wechat-pay-keys');
  const env = {
    SHOP_SANDBOX: 'off',
    WECHAT_PAY_MCHID: merchant.mchid,
    WECHAT_PAY_APPID: client.account.appid,
    WECHAT_PAY_SERIAL_NO: merchant.serialNo,
    WECHAT_PAY_PRIVATE_KEY_FILE: files.pem('apiclient_key.pem', keys.privateKey),
    WECHAT_PAY_PUBLIC_KEY_ID: fake.platform.serial,
    WECHAT_PAY_PUBLIC_KEY_FILE: files.pem('pub_key.pem', fake.platform.publicKey),
    WECHAT_PAY_API_V3_KEY: FAKE_API_V3_KEY,
    WECHAT_PAY_BASE_URL: fake.url,
  };
  const close = async () => {
    await fake.close();
    files.remove();
  };
  return { fake, env, close };
}
