import { createWechatPayClient } from '../../providers/wechat-pay';
import type { WechatPaySettings } from '../../providers/wechat-pay/settings';
import { rsaKeys } from './wechat-pay-platform';
import { startFakeWechatPay, type FakeWechatPayMode } from './wechat-pay-server';
import { keyFiles } from './key-files';

export const FAKE_API_V3_KEY = 'a3f1c09e7b5d4e2f8c6a1b0d9e8f7a6b';
export const FAKE_APPID = 'wx8a3f1c09e7b5d4e2';

/**
 * A local WeChat Pay, and the shop's client of it with a merchant account of new keys: with
 * WeChat Pay's public key, or with platform certificates the client downloads.
 */
export async function fakeWechatPayAccount(mode: FakeWechatPayMode = 'public-key') {
  const keys = rsaKeys();
  const merchant = { mchid: '1900009191', serialNo: '5157F09EFDC096DE15EBE81A47057A72' };
  const fake = await startFakeWechatPay(
    { ...merchant, publicKey: keys.publicKey, apiV3Key: FAKE_API_V3_KEY },
    mode,
  );
  const settings: WechatPaySettings = {
    account: { ...merchant, privateKey: keys.privateKey, appid: FAKE_APPID, baseUrl: fake.url },
    apiV3Key: FAKE_API_V3_KEY,
    publicKey:
      mode === 'public-key' ? { id: fake.platform.serial, key: fake.platform.publicKey } : null,
  };
  return { fake, client: createWechatPayClient(settings), keys, merchant, settings };
}

/**
 * A local WeChat Pay and the environment of a public shop that uses it: the merchant's keys and
 * (in public-key mode) WeChat Pay's public key in PEM files, as the merchant platform hands
 * them out.
 */
export async function fakeWechatPayShopEnv(mode: FakeWechatPayMode = 'public-key') {
  const { fake, keys, merchant } = await fakeWechatPayAccount(mode);
  const files = keyFiles('wechat-pay-keys');
  const env = {
    SHOP_SANDBOX: 'off',
    WECHAT_PAY_MCHID: merchant.mchid,
    WECHAT_PAY_APPID: FAKE_APPID,
    WECHAT_PAY_SERIAL_NO: merchant.serialNo,
    WECHAT_PAY_PRIVATE_KEY_FILE: files.pem('apiclient_key.pem', keys.privateKey),
    ...(mode === 'public-key'
      ? {
          WECHAT_PAY_PUBLIC_KEY_ID: fake.platform.serial,
          WECHAT_PAY_PUBLIC_KEY_FILE: files.pem('pub_key.pem', fake.platform.publicKey),
        }
      : {}),
    WECHAT_PAY_API_V3_KEY: FAKE_API_V3_KEY,
    WECHAT_PAY_BASE_URL: fake.url,
  };
  const close = async () => {
    await fake.close();
    files.remove();
  };
  return { fake, env, close };
}
