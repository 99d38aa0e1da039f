import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('believes no forwarded address unless told which proxies to trust', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'on' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.2',
    ]);
  });

  it('runs the sandbox providers unless switched off, and refuses a word it cannot read', () => {
    expect(loadConfig({}).sandbox).toBe(true);
    expect(loadConfig({ SHOP_SANDBOX: 'off' }).sandbox).toBe(false);
    expect(() => loadConfig({ SHOP_SANDBOX: 'maybe' })).toThrow(/SHOP_SANDBOX/);
  });

  it('gives a shutdown 10 s unless told otherwise, and refuses a deadline it cannot read', () => {
    expect(loadConfig({}).shutdownTimeoutMs).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '30000' }).shutdownTimeoutMs).toBe(30_000);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '10' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '5000' }).shutdownDrainMs).toBe(5000);
    for (const drain of ['-1', 'soon', '10000']) {
      expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: drain }), drain).toThrow(/SHUTDOWN_DRAIN_MS/);
    }
  });

  it('leaves a minute between two texts to one number unless told otherwise, from 10 s to 10 min', () => {
    expect(loadConfig({}).smsResendSeconds).toBe(60);
    expect(loadConfig({ SMS_RESEND_SECONDS: '' }).smsResendSeconds).toBe(60);
    expect(loadConfig({ SMS_RESEND_SECONDS: '10' }).smsResendSeconds).toBe(10);
    expect(loadConfig({ SMS_RESEND_SECONDS: '600' }).smsResendSeconds).toBe(600);
    for (const value of ['9', '601', '0', '-60', '30.5', 'soon', '1m']) {
      expect(() => loadConfig({ SMS_RESEND_SECONDS: value }), value).toThrow(
        `SMS_RESEND_SECONDS must be a whole number of seconds from 10 to 600, not "${value}"`,
      );
    }
  });

  it('takes the public origin from PUBLIC_URL, or else from where the server listens', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '::', PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '4310' }).publicUrl).toBe('http://127.0.0.1:4310');
    expect(loadConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:3000');
    expect(loadConfig({ PUBLIC_URL: 'https://Shop.Example.com/' }).publicUrl).toBe(
      'https://shop.example.com',
    );
    expect(loadConfig({ PUBLIC_URL: 'http://shop.example.com:8080' }).publicUrl).toBe(
      'http://shop.example.com:8080',
    );
  });

  it('refuses a PUBLIC_URL that is not an http(s) origin', () => {
    for (const value of [
      'shop.example.com',
      'ftp://shop.example.com',
      'https://shop.example.com/shop',
      'https://shop.example.com/?a=1',
      'https://shop.example.com/#top',
      'https://user:pass@shop.example.com',
      'https://',
      'https://shop example.com',
    ]) {
      expect(() => loadConfig({ PUBLIC_URL: value }), value).toThrow(/^PUBLIC_URL must be/);
    }
  });

  it('reads the real services only with the sandbox off, and stops at a partial set', () => {
    const partial = { WECHAT_PAY_MCHID: '1900009191', WECHAT_PAY_APPID: 'wx8a3f1c09e7b5d4e2' };
    expect(loadConfig({ ...partial }).services.wechatPay).toBeNull();
    expect(() => loadConfig({ SHOP_SANDBOX: 'off', ...partial })).toThrow(
      /WeChat Pay is partly configured: set WECHAT_PAY_SERIAL_NO, WECHAT_PAY_PRIVATE_KEY_FILE, .*WECHAT_PAY_API_V3_KEY \(or WECHAT_PAY_API_V3_KEY_FILE\)/,
    );
    // Each service's mistakes, all told at once.
    expect(() => loadConfig({ SHOP_SANDBOX: 'off', ...partial, ALIPAY_APP_ID: '2021' })).toThrow(
      /WECHAT_PAY_SERIAL_NO[^]*\n.*ALIPAY_PRIVATE_KEY_FILE/,
    );
    expect(loadConfig({ SHOP_SANDBOX: 'off' }).services).toEqual({
      wechatPay: null,
      alipay: null,
      aliyunSms: null,
      wechatLogin: null,
    });
  });
});
