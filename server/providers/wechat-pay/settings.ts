import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { WECHAT_PAY_BASE_URL, type WechatPayAccount } from './client';
import { fileText, given, readUtf8, type Env, type ReadFile } from '../env-values';

// A WeChat Pay merchant account from the environment: all of its variables or none (then WeChat
// Pay is not offered). Keys are PEM files, as the merchant platform hands them out; the APIv3
// key may be given itself or as a file. A partial or unreadable set stops the shop at start with
// a message naming what to fix.

const REQUIRED = {
  mchid: 'WECHAT_PAY_MCHID',
  appid: 'WECHAT_PAY_APPID',
  serialNo: 'WECHAT_PAY_SERIAL_NO',
  privateKey: 'WECHAT_PAY_PRIVATE_KEY_FILE',
  publicKeyId: 'WECHAT_PAY_PUBLIC_KEY_ID',
  publicKey: 'WECHAT_PAY_PUBLIC_KEY_FILE',
} as const;
const API_V3_KEY = 'WECHAT_PAY_API_V3_KEY';
const API_V3_KEY_FILE = 'WECHAT_PAY_API_V3_KEY_FILE';
const BASE_URL = 'WECHAT_PAY_BASE_URL';

export interface WechatPaySettings {
  account: WechatPayAccount;
  apiV3Key: string;
}

function pemKey(name: string, text: string, kind: 'private' | 'public'): KeyObject {
  try {
    return kind === 'private' ? createPrivateKey(text) : createPublicKey(text);
  } catch {
    throw new Error(`${name} does not hold a PEM ${kind} key`);
  }
}

/** WeChat Pay's account, or null when none of its variables is set. */
export function wechatPaySettings(env: Env, read: ReadFile = readUtf8): WechatPaySettings | null {
  const names = [...Object.values(REQUIRED), API_V3_KEY, API_V3_KEY_FILE, BASE_URL];
  if (names.every((name) => !given(env, name))) return null;
  const missing: string[] = Object.values(REQUIRED).filter((name) => !given(env, name));
  if (!given(env, API_V3_KEY) && !given(env, API_V3_KEY_FILE)) {
    missing.push(`${API_V3_KEY} (or ${API_V3_KEY_FILE})`);
  }
  if (missing.length) {
    throw new Error(
      `WeChat Pay is partly configured: set ${missing.join(', ')} as well, or none of its variables`,
    );
  }
  const apiV3Key = given(env, API_V3_KEY)
    ? given(env, API_V3_KEY)
    : fileText(API_V3_KEY_FILE, given(env, API_V3_KEY_FILE), read).trim();
  if (Buffer.byteLength(apiV3Key, 'utf8') !== 32) {
    throw new Error(`${API_V3_KEY} must be the 32 characters set on the merchant platform`);
  }
  if (!/^\d{6,32}$/.test(given(env, REQUIRED.mchid))) {
    throw new Error(`${REQUIRED.mchid} must be the merchant number (digits)`);
  }
  const baseUrl = given(env, BASE_URL) || WECHAT_PAY_BASE_URL;
  if (!URL.canParse(baseUrl)) throw new Error(`${BASE_URL} must be a URL, not "${baseUrl}"`);
  const keyFile = (name: (typeof REQUIRED)['privateKey' | 'publicKey']) =>
    fileText(name, given(env, name), read);
  return {
    apiV3Key,
    account: {
      mchid: given(env, REQUIRED.mchid),
      appid: given(env, REQUIRED.appid),
      serialNo: given(env, REQUIRED.serialNo),
      privateKey: pemKey(REQUIRED.privateKey, keyFile(REQUIRED.privateKey), 'private'),
      platformKeys: new Map([
        [
          given(env, REQUIRED.publicKeyId),
          pemKey(REQUIRED.publicKey, keyFile(REQUIRED.publicKey), 'public'),
        ],
      ]),
      baseUrl,
    },
  };
}
