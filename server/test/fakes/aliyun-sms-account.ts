import { randomBytes } from 'node:crypto';
import { aliyunSmsSettings, type AliyunSmsSettings } from '../../providers/aliyun-sms/settings';
import { startFakeAliyunSms, type FakeAliyunSms, type FakeSmsAccount } from './aliyun-sms-server';

// An Alibaba Cloud SMS account made up for a test, with keys of its own, and the local service
// that knows it; the shop's settings come from the environment as in production.

export const FAKE_TEMPLATES = {
  login: 'SMS_480010001',
  register: 'SMS_480010002',
  find_password: 'SMS_480010003',
  bind_wechat: 'SMS_480010004',
} as const;

export function fakeSmsAccount(): FakeSmsAccount {
  return {
    accessKeyId: `LTAI5t${randomBytes(9).toString('hex')}`,
    accessKeySecret: randomBytes(22).toString('base64url').slice(0, 30),
    signName: '梅森时装',
    templates: Object.values(FAKE_TEMPLATES),
  };
}

/** The shop's environment for an account, pointed at a local service. */
export function smsEnv(account: FakeSmsAccount, endpoint: string): Record<string, string> {
  return {
    ALIYUN_SMS_ACCESS_KEY_ID: account.accessKeyId,
    ALIYUN_SMS_ACCESS_KEY_SECRET: account.accessKeySecret,
    ALIYUN_SMS_SIGN_NAME: account.signName,
    ALIYUN_SMS_TEMPLATE_LOGIN: FAKE_TEMPLATES.login,
    ALIYUN_SMS_TEMPLATE_REGISTER: FAKE_TEMPLATES.register,
    ALIYUN_SMS_TEMPLATE_FIND_PASSWORD: FAKE_TEMPLATES.find_password,
    ALIYUN_SMS_TEMPLATE_BIND_WECHAT: FAKE_TEMPLATES.bind_wechat,
    ALIYUN_SMS_ENDPOINT: endpoint,
  };
}

export async function fakeAliyunSmsAccount(): Promise<{
  fake: FakeAliyunSms;
  account: FakeSmsAccount;
  settings: AliyunSmsSettings;
}> {
  const account = fakeSmsAccount();
  const fake = await startFakeAliyunSms(account);
  const settings = aliyunSmsSettings(smsEnv(account, fake.endpoint));
  if (!settings) throw new Error('the fake account has no settings');
  return { fake, account, settings };
}
