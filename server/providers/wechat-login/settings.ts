import { fileText, given, readUtf8, type Env, type ReadFile } from '../env-values';

// WeChat sign-in and the JS-SDK from the environment. Two applications, each offered only when
// both its appid and secret are set: the website application of the Open Platform (the desktop
// QR sign-in) and the Official Account (sign-in inside WeChat, and the JS-SDK's signature). For
// the unionid to name one person in both, they must be bound to the same Open Platform account.
// A secret may be given itself or as a file; a partial pair stops the shop at start, naming
// what is missing.

export const WECHAT_API_BASE_URL = 'https://api.weixin.qq.com';
export const WECHAT_OPEN_BASE_URL = 'https://open.weixin.qq.com';

export interface WechatApp {
  appid: string;
  secret: string;
}

export interface WechatLoginSettings {
  /** The website application (snsapi_login): the desktop QR sign-in. */
  website: WechatApp | null;
  /** The Official Account: sign-in inside WeChat (snsapi_base, snsapi_userinfo) and the JS-SDK. */
  officialAccount: WechatApp | null;
  /** Where the server calls WeChat's API. */
  apiBaseUrl: string;
  /** Where the browser goes to approve (WeChat's authorization and QR pages). */
  openBaseUrl: string;
}

const APPS = {
  website: { appid: 'WECHAT_OPEN_APPID', secret: 'WECHAT_OPEN_SECRET' },
  officialAccount: { appid: 'WECHAT_MP_APPID', secret: 'WECHAT_MP_SECRET' },
} as const;
const API_BASE_URL = 'WECHAT_API_BASE_URL';
const OPEN_BASE_URL = 'WECHAT_OPEN_BASE_URL';

function secretOf(env: Env, name: string, read: ReadFile): string {
  const file = given(env, `${name}_FILE`);
  if (given(env, name) && file) throw new Error(`Set ${name} or ${name}_FILE, not both`);
  if (!file) return given(env, name);
  return fileText(`${name}_FILE`, file, read).trim();
}

function appOf(env: Env, names: { appid: string; secret: string }, read: ReadFile) {
  const appid = given(env, names.appid);
  const secret = secretOf(env, names.secret, read);
  if (!appid && !secret) return null;
  if (!appid) throw new Error(`${names.secret} is set: set ${names.appid} as well, or neither`);
  if (!secret) {
    throw new Error(
      `${names.appid} is set: set ${names.secret} (or ${names.secret}_FILE) as well, or neither`,
    );
  }
  if (!/^wx[0-9a-zA-Z]{16}$/.test(appid)) {
    throw new Error(`${names.appid} must be the application's AppID (wx and 16 characters)`);
  }
  if (!/^[0-9a-zA-Z]{32}$/.test(secret)) {
    throw new Error(`${names.secret} must be the application's AppSecret (32 letters and digits)`);
  }
  return { appid, secret };
}

function baseUrl(env: Env, name: string, fallback: string): string {
  const value = given(env, name).replace(/\/+$/, '') || fallback;
  if (!/^https?:\/\//.test(value) || !URL.canParse(value)) {
    throw new Error(`${name} must be an http(s) URL, not "${value}"`);
  }
  return value;
}

/** WeChat's applications, or null when neither is configured. */
export function wechatLoginSettings(
  env: Env,
  read: ReadFile = readUtf8,
): WechatLoginSettings | null {
  const website = appOf(env, APPS.website, read);
  const officialAccount = appOf(env, APPS.officialAccount, read);
  if (!website && !officialAccount) {
    const stray = [API_BASE_URL, OPEN_BASE_URL].filter((name) => given(env, name));
    if (stray.length) {
      throw new Error(
        `${stray.join(', ')} set without a WeChat application: set WECHAT_OPEN_APPID and WECHAT_OPEN_SECRET, or WECHAT_MP_APPID and WECHAT_MP_SECRET`,
      );
    }
    return null;
  }
  return {
    website,
    officialAccount,
    apiBaseUrl: baseUrl(env, API_BASE_URL, WECHAT_API_BASE_URL),
    openBaseUrl: baseUrl(env, OPEN_BASE_URL, WECHAT_OPEN_BASE_URL),
  };
}
