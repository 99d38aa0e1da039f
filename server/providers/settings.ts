import { alipaySettings, type AlipaySettings } from './alipay/settings';
import { aliyunSmsSettings, type AliyunSmsSettings } from './aliyun-sms/settings';
import { wechatLoginSettings, type WechatLoginSettings } from './wechat-login/settings';
import { wechatPaySettings, type WechatPaySettings } from './wechat-pay/settings';

// The real services' accounts, read from the environment when the sandbox is off. Each one is
// all of its variables or none: none leaves that service out (its methods are not offered);
// some but not all stops the shop at start with a message naming what is missing.

export interface ProviderSettings {
  wechatPay: WechatPaySettings | null;
  alipay: AlipaySettings | null;
  aliyunSms: AliyunSmsSettings | null;
  wechatLogin: WechatLoginSettings | null;
}

export const NO_PROVIDER_SETTINGS: ProviderSettings = {
  wechatPay: null,
  alipay: null,
  aliyunSms: null,
  wechatLogin: null,
};

type Env = Record<string, string | undefined>;

export function providerSettings(env: Env): ProviderSettings {
  return {
    wechatPay: wechatPaySettings(env),
    alipay: alipaySettings(env),
    aliyunSms: aliyunSmsSettings(env),
    wechatLogin: wechatLoginSettings(env),
  };
}
