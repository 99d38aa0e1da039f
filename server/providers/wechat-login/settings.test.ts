import { describe, expect, it } from 'vitest';
import { WECHAT_API_BASE_URL, WECHAT_OPEN_BASE_URL, wechatLoginSettings } from './settings';

// WeChat's two applications from the environment: each pair whole or absent, every mistake
// named.

const WEBSITE = { WECHAT_OPEN_APPID: 'wx3b1f0c9d2e4a5b6c', WECHAT_OPEN_SECRET: 'a'.repeat(32) };
const ACCOUNT = { WECHAT_MP_APPID: 'wx7c6d5e4f3a2b1c0d', WECHAT_MP_SECRET: 'b'.repeat(32) };
const files: Record<string, string> = { '/run/secrets/mp': `${'c'.repeat(32)}\n` };
const read = (file: string) => {
  const text = files[file];
  if (text === undefined) throw new Error('ENOENT: no such file');
  return text;
};

describe('WeChat sign-in settings', () => {
  it('are absent when no application is configured', () => {
    expect(wechatLoginSettings({ SHOP_SANDBOX: 'off' })).toBeNull();
  });

  it('offer each application whose appid and secret are both set', () => {
    expect(wechatLoginSettings({ ...WEBSITE, ...ACCOUNT })).toEqual({
      website: { appid: WEBSITE.WECHAT_OPEN_APPID, secret: WEBSITE.WECHAT_OPEN_SECRET },
      officialAccount: { appid: ACCOUNT.WECHAT_MP_APPID, secret: ACCOUNT.WECHAT_MP_SECRET },
      apiBaseUrl: WECHAT_API_BASE_URL,
      openBaseUrl: WECHAT_OPEN_BASE_URL,
    });
    expect(wechatLoginSettings(WEBSITE)).toMatchObject({ officialAccount: null });
    const fromFile = wechatLoginSettings(
      {
        WECHAT_MP_APPID: ACCOUNT.WECHAT_MP_APPID,
        WECHAT_MP_SECRET_FILE: '/run/secrets/mp',
        WECHAT_API_BASE_URL: 'http://127.0.0.1:9/',
        WECHAT_OPEN_BASE_URL: 'http://127.0.0.1:9',
      },
      read,
    );
    expect(fromFile).toMatchObject({
      website: null,
      officialAccount: { secret: 'c'.repeat(32) },
      apiBaseUrl: 'http://127.0.0.1:9',
      openBaseUrl: 'http://127.0.0.1:9',
    });
  });

  it('name the variable a half-set pair lacks', () => {
    expect(() => wechatLoginSettings({ WECHAT_OPEN_APPID: WEBSITE.WECHAT_OPEN_APPID })).toThrow(
      'WECHAT_OPEN_APPID is set: set WECHAT_OPEN_SECRET (or WECHAT_OPEN_SECRET_FILE) as well',
    );
    expect(() => wechatLoginSettings({ ...WEBSITE, WECHAT_MP_SECRET: 'b'.repeat(32) })).toThrow(
      'WECHAT_MP_SECRET is set: set WECHAT_MP_APPID as well',
    );
    expect(() => wechatLoginSettings({ WECHAT_API_BASE_URL: 'http://127.0.0.1:9' })).toThrow(
      /WECHAT_API_BASE_URL set without a WeChat application/,
    );
  });

  it('name a secret file that cannot be read, a secret given twice and malformed values', () => {
    const missing = { WECHAT_MP_APPID: ACCOUNT.WECHAT_MP_APPID, WECHAT_MP_SECRET_FILE: '/none' };
    expect(() => wechatLoginSettings(missing, read)).toThrow(
      'WECHAT_MP_SECRET_FILE: cannot read /none (ENOENT: no such file)',
    );
    expect(() =>
      wechatLoginSettings({ ...ACCOUNT, WECHAT_MP_SECRET_FILE: '/run/secrets/mp' }, read),
    ).toThrow('Set WECHAT_MP_SECRET or WECHAT_MP_SECRET_FILE, not both');
    expect(() => wechatLoginSettings({ ...WEBSITE, WECHAT_OPEN_APPID: 'gh_0123456789ab' })).toThrow(
      /WECHAT_OPEN_APPID must be the application's AppID/,
    );
    expect(() =>
      wechatLoginSettings({ ...ACCOUNT, WECHAT_MP_SECRET: `"${'b'.repeat(32)}"` }),
    ).toThrow(/WECHAT_MP_SECRET must be the application's AppSecret/);
    expect(() =>
      wechatLoginSettings({ ...ACCOUNT, WECHAT_OPEN_BASE_URL: 'open.weixin.qq.com' }),
    ).toThrow('WECHAT_OPEN_BASE_URL must be an http(s) URL, not "open.weixin.qq.com"');
  });
});
