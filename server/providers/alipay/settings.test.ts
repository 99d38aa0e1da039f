import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  issueAlipayCertificates,
  type FakeAlipayCertificates,
} from '../../test/fakes/alipay-certificates';
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
    const eitherMode =
      'ALIPAY_PUBLIC_KEY_FILE (or, for certificate mode, ALIPAY_APP_CERT_FILE, ALIPAY_PUBLIC_CERT_FILE, ALIPAY_ROOT_CERT_FILE)';
    expect(() => alipaySettings({ ALIPAY_APP_ID: '2021000122671080' })).toThrow(
      `Alipay is partly configured: set ALIPAY_PRIVATE_KEY_FILE, ${eitherMode} as well, or none of its variables`,
    );
    expect(() => alipaySettings({ ALIPAY_GATEWAY: ALIPAY_GATEWAY })).toThrow(
      `partly configured: set ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY_FILE, ${eitherMode} as well`,
    );
    for (const name of ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY_FILE']) {
      expect(() => alipaySettings({ ...complete, [name]: '' }), name).toThrow(
        new RegExp(`set ${name} as well`),
      );
    }
    expect(() => alipaySettings({ ...complete, ALIPAY_PUBLIC_KEY_FILE: '' })).toThrow(
      `set ${eitherMode} as well`,
    );
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

describe("Alipay's settings in certificate mode", () => {
  let issued: FakeAlipayCertificates;
  let certified: Record<string, string>;
  beforeAll(async () => {
    issued = await issueAlipayCertificates('2021000122671080', app.publicKey, alipay.publicKey);
    certified = {
      ALIPAY_APP_ID: '2021000122671080',
      ALIPAY_PRIVATE_KEY_FILE: privateKeyFile,
      ALIPAY_APP_CERT_FILE: file('appCertPublicKey_2021000122671080.crt', issued.files.app),
      ALIPAY_PUBLIC_CERT_FILE: file('alipayCertPublicKey_RSA2.crt', issued.files.alipay),
      ALIPAY_ROOT_CERT_FILE: file('alipayRootCert.crt', issued.files.root),
    };
  });

  it("make the app from the three certificates, with the key of Alipay's", () => {
    const account = alipaySettings(certified)?.account;
    expect(account?.certificates).toEqual({
      app: issued.files.app.trim(),
      alipay: issued.files.alipay.trim(),
      root: issued.files.root.trim(),
    });
    expect(account?.alipayPublicKey.equals(alipay.publicKey)).toBe(true);
    expect(account?.privateKey.equals(app.privateKey)).toBe(true);
    expect(alipaySettings(complete)?.account.certificates).toBeUndefined();
  });

  it('refuse variables of both modes, and half of certificate mode', () => {
    expect(() => alipaySettings({ ...certified, ALIPAY_PUBLIC_KEY_FILE: publicKeyFile })).toThrow(
      "Alipay's variables mix two modes: ALIPAY_PUBLIC_KEY_FILE is public-key mode, ALIPAY_APP_CERT_FILE, ALIPAY_PUBLIC_CERT_FILE, ALIPAY_ROOT_CERT_FILE certificate mode; keep one mode's variables",
    );
    expect(() =>
      alipaySettings({ ...complete, ALIPAY_ROOT_CERT_FILE: certified.ALIPAY_ROOT_CERT_FILE }),
    ).toThrow(
      /mix two modes: ALIPAY_PUBLIC_KEY_FILE is public-key mode, ALIPAY_ROOT_CERT_FILE certificate mode/,
    );
    for (const name of [
      'ALIPAY_APP_CERT_FILE',
      'ALIPAY_PUBLIC_CERT_FILE',
      'ALIPAY_ROOT_CERT_FILE',
    ]) {
      expect(() => alipaySettings({ ...certified, [name]: '' }), name).toThrow(
        `Alipay's certificate mode is half given: set ${name} as well, or ALIPAY_PUBLIC_KEY_FILE alone for public-key mode`,
      );
    }
  });

  it('name a certificate file that cannot be read or holds no certificate', () => {
    expect(() =>
      alipaySettings({ ...certified, ALIPAY_ROOT_CERT_FILE: path.join(dir, 'absent.crt') }),
    ).toThrow(/ALIPAY_ROOT_CERT_FILE: cannot read .*absent\.crt/);
    expect(() => alipaySettings({ ...certified, ALIPAY_PUBLIC_CERT_FILE: publicKeyFile })).toThrow(
      'ALIPAY_PUBLIC_CERT_FILE does not hold a PEM certificate',
    );
  });

  it("refuse an app certificate of another key, and the app's certificate as Alipay's", async () => {
    const other = await issueAlipayCertificates(
      '2021000122671080',
      rsaKeys().publicKey,
      alipay.publicKey,
    );
    const otherApp = file('other_app.crt', other.files.app);
    expect(() => alipaySettings({ ...certified, ALIPAY_APP_CERT_FILE: otherApp })).toThrow(
      "ALIPAY_APP_CERT_FILE is not the certificate of the app's private key (ALIPAY_PRIVATE_KEY_FILE): it must be appCertPublicKey_<APPID>.crt of that key",
    );
    expect(() =>
      alipaySettings({ ...certified, ALIPAY_PUBLIC_CERT_FILE: certified.ALIPAY_APP_CERT_FILE }),
    ).toThrow(
      "ALIPAY_PUBLIC_CERT_FILE must hold Alipay's RSA public certificate (alipayCertPublicKey_RSA2.crt), not the app's",
    );
    // Alipay's certificate from one issuance, the root file from another.
    expect(() =>
      alipaySettings({
        ...certified,
        ALIPAY_ROOT_CERT_FILE: file('other_root.crt', other.files.root),
      }),
    ).toThrow(
      'ALIPAY_PUBLIC_CERT_FILE was not issued under ALIPAY_ROOT_CERT_FILE: give the two files the open platform hands out together',
    );
  });

  it('refuse a root file without a certificate signed with RSA', () => {
    const blocks =
      issued.files.root.match(/-----BEGIN CERTIFICATE-----[^-]+-----END CERTIFICATE-----\n/g) ?? [];
    expect(blocks).toHaveLength(2);
    const eccOnly = file('ecc_root.crt', blocks[1] ?? '');
    expect(() => alipaySettings({ ...certified, ALIPAY_ROOT_CERT_FILE: eccOnly })).toThrow(
      "ALIPAY_ROOT_CERT_FILE holds no certificate signed with RSA: it must be Alipay's root certificate (alipayRootCert.crt)",
    );
  });
});
