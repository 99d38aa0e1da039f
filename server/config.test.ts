import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

/** A public shop: the sandbox off, at its https origin. */
const PUBLIC_SHOP = { SHOP_SANDBOX: 'off', PUBLIC_URL: 'https://shop.example.com' };

describe('configuration', () => {
  it('takes the staff’s secret key as 64 hex characters, or none, and refuses anything else', () => {
    const key = 'a1'.repeat(32);
    expect(loadConfig({ STAFF_SECRET_KEY: key }).staffSecretKey).toEqual(Buffer.from(key, 'hex'));
    expect(loadConfig({}).staffSecretKey).toBeNull();
    for (const value of ['a1'.repeat(31), 'zz'.repeat(32), 'secret']) {
      expect(() => loadConfig({ STAFF_SECRET_KEY: value }), value).toThrow(
        'STAFF_SECRET_KEY must be 32 bytes written as 64 hexadecimal characters',
      );
    }
  });

  it('believes no forwarded address unless told which proxies to trust', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'on' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.2',
    ]);
  });

  it('lets only the machine itself read /metrics on the shop’s port unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ metricsAllow: [], metricsPort: null });
    expect(loadConfig({ METRICS_ALLOW: '10.0.0.5, 10.1.0.0/16,fd00::/8' }).metricsAllow).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
    ]);
    expect(loadConfig({ METRICS_PORT: '9464' }).metricsPort).toBe(9464);
    for (const value of [
      'prometheus.local',
      '10.0.0.0/33',
      '10.0.0/8',
      '10.0.0.1/8/1',
      '::1/129',
    ]) {
      expect(() => loadConfig({ METRICS_ALLOW: value }), value).toThrow(
        /^METRICS_ALLOW must be a comma-separated list of addresses or CIDR ranges/,
      );
    }
    for (const value of ['0', '65536', '-1', '9464.5', 'metrics', '3000']) {
      expect(() => loadConfig({ METRICS_PORT: value }), value).toThrow(
        `METRICS_PORT must be a port from 1 to 65535 other than the shop's PORT (3000), not "${value}"`,
      );
    }
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(/METRICS_PORT/);
  });

  it('refuses a proxy it cannot read as an address or a range', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'balancer.internal' })).toThrow(
      /^TRUST_PROXY must be a comma-separated list of addresses or CIDR ranges .*"balancer.internal"/,
    );
  });

  it('runs the sandbox providers unless switched off, and refuses a word it cannot read', () => {
    expect(loadConfig({}).sandbox).toBe(true);
    expect(loadConfig(PUBLIC_SHOP).sandbox).toBe(false);
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

  it('waits 5 s for a provider unless told otherwise, from 1 s to 60 s', () => {
    expect(loadConfig({}).providerTimeoutMs).toBe(5000);
    expect(loadConfig({ PROVIDER_TIMEOUT_MS: '' }).providerTimeoutMs).toBe(5000);
    expect(loadConfig({ PROVIDER_TIMEOUT_MS: '1000' }).providerTimeoutMs).toBe(1000);
    expect(loadConfig({ PROVIDER_TIMEOUT_MS: '60000' }).providerTimeoutMs).toBe(60_000);
    for (const value of ['999', '60001', '0', '-5000', '2500.5', 'soon', '5s']) {
      expect(() => loadConfig({ PROVIDER_TIMEOUT_MS: value }), value).toThrow(
        `PROVIDER_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 60000, not "${value}"`,
      );
    }
  });

  it('cancels a PostgreSQL statement after 10 s unless told otherwise, from 100 ms to 10 min', () => {
    expect(loadConfig({}).statementTimeoutMs).toBe(10_000);
    expect(loadConfig({ DB_STATEMENT_TIMEOUT_MS: '' }).statementTimeoutMs).toBe(10_000);
    expect(loadConfig({ DB_STATEMENT_TIMEOUT_MS: '100' }).statementTimeoutMs).toBe(100);
    expect(loadConfig({ DB_STATEMENT_TIMEOUT_MS: '600000' }).statementTimeoutMs).toBe(600_000);
    for (const value of ['99', '600001', '0', '-1', '1500.5', 'soon', '10s']) {
      expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: value }), value).toThrow(
        `DB_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds from 100 to 600000, not "${value}"`,
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

  it('stops a public shop without an https PUBLIC_URL, and lets a trial shop use http', () => {
    expect(() => loadConfig({ SHOP_SANDBOX: 'off' })).toThrow(
      "PUBLIC_URL must be set when SHOP_SANDBOX is off: the shop's public https origin (like https://shop.example.com), which the payment providers' notifies and WeChat's sign-ins come back to",
    );
    expect(() => loadConfig({ SHOP_SANDBOX: 'off', PUBLIC_URL: '' })).toThrow(
      /^PUBLIC_URL must be set when SHOP_SANDBOX is off/,
    );
    for (const value of ['http://shop.example.com', 'HTTP://shop.example.com:443']) {
      expect(() => loadConfig({ SHOP_SANDBOX: 'off', PUBLIC_URL: value }), value).toThrow(
        `PUBLIC_URL must be https when SHOP_SANDBOX is off, not "${value}": WeChat Pay and Alipay send their payment notifies to https addresses only`,
      );
    }
    // A malformed one is told as such first.
    expect(() =>
      loadConfig({ SHOP_SANDBOX: 'off', PUBLIC_URL: 'https://shop.example.com/shop' }),
    ).toThrow(/^PUBLIC_URL must be the shop's public origin/);
    expect(loadConfig(PUBLIC_SHOP).publicUrl).toBe('https://shop.example.com');
    expect(loadConfig({ SHOP_SANDBOX: 'on', PUBLIC_URL: 'http://10.0.0.5:3000' }).publicUrl).toBe(
      'http://10.0.0.5:3000',
    );
    expect(loadConfig({ SHOP_SANDBOX: 'on', PORT: '4350' }).publicUrl).toBe(
      'http://localhost:4350',
    );
  });

  it('reads the real services only with the sandbox off, and stops at a partial set', () => {
    const partial = { WECHAT_PAY_MCHID: '1900009191', WECHAT_PAY_APPID: 'wx8a3f1c09e7b5d4e2' };
    expect(loadConfig({ ...partial }).services.wechatPay).toBeNull();
    expect(() => loadConfig({ ...PUBLIC_SHOP, ...partial })).toThrow(
      /WeChat Pay is partly configured: set WECHAT_PAY_SERIAL_NO, WECHAT_PAY_PRIVATE_KEY_FILE, .*WECHAT_PAY_API_V3_KEY \(or WECHAT_PAY_API_V3_KEY_FILE\)/,
    );
    // Each service's mistakes, all told at once.
    expect(() => loadConfig({ ...PUBLIC_SHOP, ...partial, ALIPAY_APP_ID: '2021' })).toThrow(
      /WECHAT_PAY_SERIAL_NO[^]*\n.*ALIPAY_PRIVATE_KEY_FILE/,
    );
    expect(loadConfig(PUBLIC_SHOP).services).toEqual({
      wechatPay: null,
      alipay: null,
      aliyunSms: null,
      wechatLogin: null,
    });
  });
});
