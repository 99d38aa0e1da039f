import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ALIYUN_SMS_ENDPOINT, aliyunSmsSettings } from './settings';

// Alibaba Cloud SMS's variables: all or none, the secret itself or from a file, a template per
// scene, and every mistake named.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aliyun-sms-settings-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const complete = {
  ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5tQ9vHzFakeKeyId7m2',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'k3Jd9fQ2wZx7LmN4pR8sT1uV6yB0cE',
  ALIYUN_SMS_SIGN_NAME: '梅森时装',
  ALIYUN_SMS_TEMPLATE_LOGIN: 'SMS_465010001',
  ALIYUN_SMS_TEMPLATE_REGISTER: 'SMS_465010002',
  ALIYUN_SMS_TEMPLATE_FIND_PASSWORD: 'SMS_465010003',
  ALIYUN_SMS_TEMPLATE_BIND_WECHAT: 'SMS_465010001',
};

describe("Alibaba Cloud SMS's settings", () => {
  it('are absent when none of its variables is set', () => {
    expect(aliyunSmsSettings({ SHOP_SANDBOX: 'off', WECHAT_PAY_MCHID: '1900009191' })).toBeNull();
  });

  it('make the account from every variable, each scene with its template, over HTTPS by default', () => {
    expect(aliyunSmsSettings(complete)).toEqual({
      accessKeyId: 'LTAI5tQ9vHzFakeKeyId7m2',
      accessKeySecret: 'k3Jd9fQ2wZx7LmN4pR8sT1uV6yB0cE',
      signName: '梅森时装',
      templates: {
        login: 'SMS_465010001',
        register: 'SMS_465010002',
        find_password: 'SMS_465010003',
        bind_wechat: 'SMS_465010001',
      },
      endpoint: { protocol: 'https', host: ALIYUN_SMS_ENDPOINT },
    });
    expect(ALIYUN_SMS_ENDPOINT).toBe('dysmsapi.aliyuncs.com');
  });

  it('read the secret from a file, and take another endpoint: a host or an http(s) URL', () => {
    const secretFile = path.join(dir, 'secret.txt');
    fs.writeFileSync(secretFile, `${complete.ALIYUN_SMS_ACCESS_KEY_SECRET}\n`);
    const fromFile = aliyunSmsSettings({
      ...complete,
      ALIYUN_SMS_ACCESS_KEY_SECRET: '',
      ALIYUN_SMS_ACCESS_KEY_SECRET_FILE: secretFile,
      ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:9',
    });
    expect(fromFile?.accessKeySecret).toBe(complete.ALIYUN_SMS_ACCESS_KEY_SECRET);
    expect(fromFile?.endpoint).toEqual({ protocol: 'http', host: '127.0.0.1:9' });
    const regional = { ...complete, ALIYUN_SMS_ENDPOINT: 'dysmsapi-vpc.cn-hangzhou.aliyuncs.com' };
    expect(aliyunSmsSettings(regional)?.endpoint).toEqual({
      protocol: 'https',
      host: 'dysmsapi-vpc.cn-hangzhou.aliyuncs.com',
    });
    const url = { ...complete, ALIYUN_SMS_ENDPOINT: 'https://dysmsapi.aliyuncs.com/' };
    expect(aliyunSmsSettings(url)?.endpoint).toEqual({
      protocol: 'https',
      host: 'dysmsapi.aliyuncs.com',
    });
  });

  it('name every variable missing from a partial set', () => {
    const partial = {
      ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5tQ9vHzFakeKeyId7m2',
      ALIYUN_SMS_SIGN_NAME: '梅森',
    };
    expect(() => aliyunSmsSettings(partial)).toThrow(
      'Alibaba Cloud SMS is partly configured: set ALIYUN_SMS_TEMPLATE_LOGIN, ALIYUN_SMS_TEMPLATE_REGISTER, ALIYUN_SMS_TEMPLATE_FIND_PASSWORD, ALIYUN_SMS_TEMPLATE_BIND_WECHAT, ALIYUN_SMS_ACCESS_KEY_SECRET (or ALIYUN_SMS_ACCESS_KEY_SECRET_FILE) as well, or none of its variables',
    );
    expect(() => aliyunSmsSettings({ ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:9' })).toThrow(
      /partly configured/,
    );
    for (const name of Object.keys(complete)) {
      const withoutOne = { ...complete, [name]: ' ' };
      expect(() => aliyunSmsSettings(withoutOne), name).toThrow(new RegExp(`set ${name}`));
    }
  });

  it('name a secret file that cannot be read, a template code that is not one, a bad endpoint', () => {
    const absent = path.join(dir, 'absent.txt');
    expect(() =>
      aliyunSmsSettings({
        ...complete,
        ALIYUN_SMS_ACCESS_KEY_SECRET: '',
        ALIYUN_SMS_ACCESS_KEY_SECRET_FILE: absent,
      }),
    ).toThrow(/ALIYUN_SMS_ACCESS_KEY_SECRET_FILE: cannot read .*absent\.txt/);
    const empty = path.join(dir, 'empty.txt');
    fs.writeFileSync(empty, '\n');
    expect(() =>
      aliyunSmsSettings({
        ...complete,
        ALIYUN_SMS_ACCESS_KEY_SECRET: '',
        ALIYUN_SMS_ACCESS_KEY_SECRET_FILE: empty,
      }),
    ).toThrow('ALIYUN_SMS_ACCESS_KEY_SECRET_FILE holds no AccessKey secret');
    expect(() =>
      aliyunSmsSettings({ ...complete, ALIYUN_SMS_TEMPLATE_REGISTER: '您的验证码是${code}' }),
    ).toThrow(/ALIYUN_SMS_TEMPLATE_REGISTER must be an approved template code/);
    for (const endpoint of [
      'ftp://dysmsapi.aliyuncs.com',
      'http://127.0.0.1:9/sms',
      'not a host',
    ]) {
      expect(
        () => aliyunSmsSettings({ ...complete, ALIYUN_SMS_ENDPOINT: endpoint }),
        endpoint,
      ).toThrow(/ALIYUN_SMS_ENDPOINT must be a host name or an http\(s\) URL/);
    }
  });
});
