import { WechatPayClient } from '../../providers/wechat-pay/client';
import { rsaKeys } from './wechat-pay-platform';
import { startFakeWechatPay } from './wechat-pay-server';

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
