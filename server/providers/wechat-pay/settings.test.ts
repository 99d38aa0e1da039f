import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rsaKeys } from '../../test/fakes/wechat-pay-platform';
import { WECHAT_PAY_BASE_URL } from './client';
import { wechatPaySettings } from './settings';

// WeChat Pay's variables: all or none, keys read from PEM files, and every mistake named.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wechat-pay-settings-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const merchant = rsaKeys();
const platform = rsaKeys();
const file = (name: string, text: string) => {
  const at = path.join(dir, name);
  fs.writeFileSync(at, text);
  return at;
};
const privateKeyFile = file(
  'apiclient_key.pem',
  merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
);
const publicKeyFile = file(
  'pub_key.pem',
  platform.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
);

const complete = {
  WECHAT_PAY_MCHID: '1900009191',
  WECHAT_PAY_APPID: 'wxd678efh567hg6787',
  WECHAT_PAY_SERIAL_NO: '5157F09EFDC096DE15EBE81A47057A72',
  WECHAT_PAY_PRIVATE_KEY_FILE: privateKeyFile,
  WECHAT_PAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0114232134912410000000000001',
  WECHAT_PAY_PUBLIC_KEY_FILE: publicKeyFile,
  WECHAT_PAY_API_V3_KEY: 'a3f1c09e7b5d4e2f8c6a1b0d9e8f7a6b',
};

describe("WeChat Pay's settings", () => {
  it('are absent when none of its variables is set', () => {
    expect(wechatPaySettings({ SHOP_SANDBOX: 'off' })).toBeNull();
  });

  it('make the account from every variable, with the keys the files hold', () => {
    const settings = wechatPaySettings(complete);
    expect(settings?.apiV3Key).toBe(complete.WECHAT_PAY_API_V3_KEY);
    expect(settings?.account).toMatchObject({
      mchid: '1900009191',
      appid: 'wxd678efh567hg6787',
      serialNo: '5157F09EFDC096DE15EBE81A47057A72',
      baseUrl: WECHAT_PAY_BASE_URL,
    });
    const key = settings?.account.platformKeys.get(complete.WECHAT_PAY_PUBLIC_KEY_ID);
    expect(key?.equals(platform.publicKey)).toBe(true);
    expect(settings?.account.privateKey.equals(merchant.privateKey)).toBe(true);
    const fromFile = wechatPaySettings({
      ...complete,
      WECHAT_PAY_API_V3_KEY: '',
      WECHAT_PAY_API_V3_KEY_FILE: file('apiv3.txt', `${complete.WECHAT_PAY_API_V3_KEY}\n`),
      WECHAT_PAY_BASE_URL: 'http://127.0.0.1:9',
    });
    expect(fromFile?.apiV3Key).toBe(complete.WECHAT_PAY_API_V3_KEY);
    expect(fromFile?.account.baseUrl).toBe('http://127.0.0.1:9');
  });

  it('name every variable missing from a partial set', () => {
    const partial = { WECHAT_PAY_MCHID: '1900009191', WECHAT_PAY_APPID: 'wxd678efh567hg6787' };
    expect(() => wechatPaySettings(partial)).toThrow(
      /WECHAT_PAY_SERIAL_NO, WECHAT_PAY_PRIVATE_KEY_FILE, WECHAT_PAY_PUBLIC_KEY_ID, WECHAT_PAY_PUBLIC_KEY_FILE, WECHAT_PAY_API_V3_KEY \(or WECHAT_PAY_API_V3_KEY_FILE\)/,
    );
    expect(() =>
      wechatPaySettings({ WECHAT_PAY_BASE_URL: 'https://api.mch.weixin.qq.com' }),
    ).toThrow(/partly configured/);
    for (const name of Object.keys(complete)) {
      const withoutOne = { ...complete, [name]: '' };
      expect(() => wechatPaySettings(withoutOne), name).toThrow(new RegExp(`set ${name}`));
    }
  });

  it('name the file that cannot be read or holds no key, and a key of the wrong length', () => {
    expect(() =>
      wechatPaySettings({ ...complete, WECHAT_PAY_PRIVATE_KEY_FILE: path.join(dir, 'absent.pem') }),
    ).toThrow(/WECHAT_PAY_PRIVATE_KEY_FILE: cannot read .*absent\.pem/);
    expect(() =>
      wechatPaySettings({ ...complete, WECHAT_PAY_PUBLIC_KEY_FILE: file('junk.pem', 'not a key') }),
    ).toThrow('WECHAT_PAY_PUBLIC_KEY_FILE does not hold a PEM public key');
    expect(() =>
      wechatPaySettings({ ...complete, WECHAT_PAY_PRIVATE_KEY_FILE: publicKeyFile }),
    ).toThrow('WECHAT_PAY_PRIVATE_KEY_FILE does not hold a PEM private key');
    expect(() => wechatPaySettings({ ...complete, WECHAT_PAY_API_V3_KEY: 'short' })).toThrow(
      /32 characters/,
    );
    expect(() => wechatPaySettings({ ...complete, WECHAT_PAY_MCHID: 'merchant' })).toThrow(
      /merchant number/,
    );
    expect(() => wechatPaySettings({ ...complete, WECHAT_PAY_BASE_URL: 'not a url' })).toThrow(
      /WECHAT_PAY_BASE_URL must be a URL/,
    );
  });
});
