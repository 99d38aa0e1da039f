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
  WECHAT_PAY_APPID: 'wx8a3f1c09e7b5d4e2',
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
      appid: 'wx8a3f1c09e7b5d4e2',
      serialNo: '5157F09EFDC096DE15EBE81A47057A72',
      baseUrl: WECHAT_PAY_BASE_URL,
    });
    expect(settings?.publicKey?.id).toBe(complete.WECHAT_PAY_PUBLIC_KEY_ID);
    expect(settings?.publicKey?.key.equals(platform.publicKey)).toBe(true);
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

  it('take platform certificates when neither half of WeChat Pay public key is given', () => {
    const settings = wechatPaySettings({
      ...complete,
      WECHAT_PAY_PUBLIC_KEY_ID: '',
      WECHAT_PAY_PUBLIC_KEY_FILE: ' ',
    });
    expect(settings?.publicKey).toBeNull();
    expect(settings?.account.mchid).toBe('1900009191');
  });

  it('name every variable missing from a partial set', () => {
    const partial = { WECHAT_PAY_MCHID: '1900009191', WECHAT_PAY_APPID: 'wx8a3f1c09e7b5d4e2' };
    expect(() => wechatPaySettings(partial)).toThrow(
      /set WECHAT_PAY_SERIAL_NO, WECHAT_PAY_PRIVATE_KEY_FILE, WECHAT_PAY_API_V3_KEY \(or WECHAT_PAY_API_V3_KEY_FILE\) as well/,
    );
    expect(() =>
      wechatPaySettings({ WECHAT_PAY_BASE_URL: 'https://api.mch.weixin.qq.com' }),
    ).toThrow(/partly configured/);
    expect(() => wechatPaySettings({ WECHAT_PAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_01' })).toThrow(
      /partly configured/,
    );
    for (const name of ['WECHAT_PAY_MCHID', 'WECHAT_PAY_APPID', 'WECHAT_PAY_SERIAL_NO']) {
      const withoutOne = { ...complete, [name]: '' };
      expect(() => wechatPaySettings(withoutOne), name).toThrow(new RegExp(`set ${name}`));
    }
    expect(() => wechatPaySettings({ ...complete, WECHAT_PAY_API_V3_KEY: '' })).toThrow(
      /set WECHAT_PAY_API_V3_KEY \(or WECHAT_PAY_API_V3_KEY_FILE\) as well/,
    );
  });

  it("refuse half of WeChat Pay's public key: both for public-key mode, neither for certificates", () => {
    for (const name of ['WECHAT_PAY_PUBLIC_KEY_ID', 'WECHAT_PAY_PUBLIC_KEY_FILE']) {
      const other = name.endsWith('_ID')
        ? 'WECHAT_PAY_PUBLIC_KEY_FILE'
        : 'WECHAT_PAY_PUBLIC_KEY_ID';
      expect(() => wechatPaySettings({ ...complete, [other]: '' }), name).toThrow(
        `WeChat Pay's public key is half given: set ${other} as well (public-key mode), or neither WECHAT_PAY_PUBLIC_KEY_ID nor WECHAT_PAY_PUBLIC_KEY_FILE (platform-certificate mode)`,
      );
    }
  });

  it('refuse an APPID, serial number or public key ID of the wrong form, each named', () => {
    for (const appid of ['wxd678efh567hg6787', 'wx8a3f1c09e7b5d4e', '2021000122671080']) {
      expect(() => wechatPaySettings({ ...complete, WECHAT_PAY_APPID: appid }), appid).toThrow(
        'WECHAT_PAY_APPID must be the APPID of the app the payments are made in (wx and 16 hex digits)',
      );
    }
    expect(() =>
      wechatPaySettings({ ...complete, WECHAT_PAY_SERIAL_NO: 'apiclient_cert' }),
    ).toThrow(
      "WECHAT_PAY_SERIAL_NO must be the serial number of the merchant's API certificate (hex digits)",
    );
    // A platform certificate's serial where WeChat Pay's public key ID belongs.
    const serial = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
    expect(() => wechatPaySettings({ ...complete, WECHAT_PAY_PUBLIC_KEY_ID: serial })).toThrow(
      "WECHAT_PAY_PUBLIC_KEY_ID must be WeChat Pay's public key ID (PUB_KEY_ID_ and digits); to use platform certificates instead, set neither WECHAT_PAY_PUBLIC_KEY_ID nor WECHAT_PAY_PUBLIC_KEY_FILE",
    );
    // Every mistake of form at once.
    expect(() =>
      wechatPaySettings({ ...complete, WECHAT_PAY_APPID: 'shop', WECHAT_PAY_MCHID: 'shop' }),
    ).toThrow(/WECHAT_PAY_MCHID must be[^]*\nWECHAT_PAY_APPID must be/);
  });

  it("refuse the merchant's own public key, or a private key, in place of WeChat Pay's", () => {
    const own = file(
      'own_key.pem',
      merchant.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    );
    expect(() => wechatPaySettings({ ...complete, WECHAT_PAY_PUBLIC_KEY_FILE: own })).toThrow(
      "WECHAT_PAY_PUBLIC_KEY_FILE holds the merchant's own public key: it must hold WeChat Pay's (pub_key.pem, 微信支付公钥)",
    );
    expect(() =>
      wechatPaySettings({ ...complete, WECHAT_PAY_PUBLIC_KEY_FILE: privateKeyFile }),
    ).toThrow('WECHAT_PAY_PUBLIC_KEY_FILE does not hold a PEM public key');
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
