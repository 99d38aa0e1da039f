import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rsaKeys } from '../../test/fakes/alipay-platform';
import { ALIPAY_GATEWAY } from './client';
import { alipaySettings } from './settings';

// Alipay's variables: all or none, keys read from files (PEM or the bare base64 the open
// platform shows), and every mistake named.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alipay-settings-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const app = rsaKeys();
const alipay = rsaKeys();
const file = (name: string, text: string) => {
  const at = path.join(dir, name);
  fs.writeFileSync(at, text);
  return at;
};
const pem = (key: typeof app.privateKey, type: 'pkcs1' | 'pkcs8' | 'spki') =>
  key.export({ type, format: 'pem' }).toString();
const bare = (text: string) => text.replace(/-----[^-]+-----|\s/g, '');

const privateKeyFile = file('app_private_key.pem', pem(app.privateKey, 'pkcs8'));
const publicKeyFile = file('alipay_public_key.pem', pem(alipay.publicKey, 'spki'));

const complete = {
  ALIPAY_APP_ID: '2021000122671080',
  ALIPAY_PRIVATE_KEY_FILE: privateKeyFile,
  ALIPAY_PUBLIC_KEY_FILE: publicKeyFile,
};

describe("Alipay's settings", () => {
  it('are absent when none of its variables is set', () => {
    expect(alipaySettings({ SHOP_SANDBOX: 'off', WECHAT_PAY_MCHID: '1900009191' })).toBeNull();
    expect(alipaySettings({ ALIPAY_APP_ID: '  ' })).toBeNull();
  });

  it('make the app from every variable, with the keys the files hold', () => {
    const settings = alipaySettings(complete);
    expect(settings?.account).toMatchObject({
      appId: '2021000122671080',
      gateway: ALIPAY_GATEWAY,
    });
    expect(settings?.account.privateKey.equals(app.privateKey)).toBe(true);
    expect(settings?.account.alipayPublicKey.equals(alipay.publicKey)).toBe(true);
    const sandbox = 'https://openapi-sandbox.dl.alipaydev.com/gateway.do';
    expect(alipaySettings({ ...complete, ALIPAY_GATEWAY: sandbox })?.account.gateway).toBe(sandbox);
  });

  it("take the merchant's account ID to check notifies against, when given", () => {
    expect(alipaySettings(complete)?.account.sellerId).toBeNull();
    const withSeller = alipaySettings({ ...complete, ALIPAY_SELLER_ID: ' 2088101117955611 ' });
    expect(withSeller?.account.sellerId).toBe('2088101117955611');
    for (const sellerId of ['2021000122671080', '208810111795561', 'seller']) {
      expect(() => alipaySettings({ ...complete, ALIPAY_SELLER_ID: sellerId }), sellerId).toThrow(
        `ALIPAY_SELLER_ID must be the merchant's Alipay account ID (PID: 2088 and 12 digits), not "${sellerId}"`,
      );
    }
  });

  it('read keys as PKCS#1 PEM, or as the bare base64 the open platform shows', () => {
    const settings = alipaySettings({
      ...complete,
      ALIPAY_PRIVATE_KEY_FILE: file('pkcs1.pem', pem(app.privateKey, 'pkcs1')),
      ALIPAY_PUBLIC_KEY_FILE: file('alipay.txt', `${bare(pem(alipay.publicKey, 'spki'))}\n`),
    });
    expect(settings?.account.privateKey.equals(app.privateKey)).toBe(true);
    expect(settings?.account.alipayPublicKey.equals(alipay.publicKey)).toBe(true);
    for (const type of ['pkcs1', 'pkcs8'] as const) {
      const text = bare(pem(app.privateKey, type));
      const fromBare = alipaySettings({ ...complete, ALIPAY_PRIVATE_KEY_FILE: file(type, text) });
      expect(fromBare?.account.privateKey.equals(app.privateKey), type).toBe(true);
    }
  });

  it('name every variable missing from a partial set', () => {
    expect(() => alipaySettings({ ALIPAY_APP_ID: '2021000122671080' })).toThrow(
      /set ALIPAY_PRIVATE_KEY_FILE, ALIPAY_PUBLIC_KEY_FILE as well/,
    );
    expect(() => alipaySettings({ ALIPAY_GATEWAY: ALIPAY_GATEWAY })).toThrow(
      /partly configured: set ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY_FILE, ALIPAY_PUBLIC_KEY_FILE/,
    );
    for (const name of Object.keys(complete)) {
      expect(() => alipaySettings({ ...complete, [name]: '' }), name).toThrow(
        new RegExp(`set ${name} as well`),
      );
    }
  });

  it('name the file that cannot be read or holds no fitting key', () => {
    expect(() =>
      alipaySettings({ ...complete, ALIPAY_PRIVATE_KEY_FILE: path.join(dir, 'absent.pem') }),
    ).toThrow(/ALIPAY_PRIVATE_KEY_FILE: cannot read .*absent\.pem/);
    expect(() =>
      alipaySettings({ ...complete, ALIPAY_PUBLIC_KEY_FILE: file('junk.pem', 'not a key') }),
    ).toThrow('ALIPAY_PUBLIC_KEY_FILE does not hold an RSA public key');
    expect(() => alipaySettings({ ...complete, ALIPAY_PRIVATE_KEY_FILE: publicKeyFile })).toThrow(
      'ALIPAY_PRIVATE_KEY_FILE does not hold an RSA private key',
    );
    expect(() => alipaySettings({ ...complete, ALIPAY_PUBLIC_KEY_FILE: privateKeyFile })).toThrow(
      'ALIPAY_PUBLIC_KEY_FILE does not hold an RSA public key',
    );
  });

  it("refuse the app's own public key in place of Alipay's, and a malformed APPID or gateway", () => {
    const own = file('app_public_key.pem', pem(app.publicKey, 'spki'));
    expect(() => alipaySettings({ ...complete, ALIPAY_PUBLIC_KEY_FILE: own })).toThrow(
      /ALIPAY_PUBLIC_KEY_FILE holds the app's own public key/,
    );
    expect(() => alipaySettings({ ...complete, ALIPAY_APP_ID: 'my-shop' })).toThrow(
      /ALIPAY_APP_ID must be the app's APPID/,
    );
    for (const gateway of ['not a url', 'ftp://openapi.alipay.com/gateway.do']) {
      expect(() => alipaySettings({ ...complete, ALIPAY_GATEWAY: gateway })).toThrow(
        /ALIPAY_GATEWAY must be the gateway's URL/,
      );
    }
  });
});
