import { alipaySettings, type AlipaySettings } from './alipay/settings';
import { aliyunSmsSettings, type AliyunSmsSettings } from './aliyun-sms/settings';
import { wechatLoginSettings, type WechatLoginSettings } from './wechat-login/settings';
import type { Env } from './env-values';
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

/** Every service's account; the mistakes of all of them at once, so that one start tells all. */
export function providerSettings(env: Env): ProviderSettings {
  const problems: string[] = [];
  const read = <T>(settings: (env: Env) => T): T | null => {
    try {
      return settings(env);
    } catch (error) {
      problems.push((error as Error).message);
      return null;
    }
  };
  const found = {
    wechatPay: read(wechatPaySettings),
    alipay: read(alipaySettings),
    aliyunSms: read(aliyunSmsSettings),
    wechatLogin: read(wechatLoginSettings),
  };
  if (problems.length) throw new Error(problems.join('\n'));
  return found;
}
