import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { WECHAT_PAY_BASE_URL, type WechatPayAccount } from './client';
import { fileText, given, readUtf8, type Env, type ReadFile } from '../env-values';

// A WeChat Pay merchant account from the environment: all of its variables or none (then WeChat
// Pay is not offered). Keys are PEM files, as the merchant platform hands them out; the APIv3
// key may be given itself or as a file. WeChat Pay's answers and notifies are checked with its
// public key when one is given (public-key mode), else with its platform certificates, which
// the shop downloads at start (platform-certificate mode). A partial, malformed or unreadable
// set stops the shop at start with a message naming what to fix.

const REQUIRED = {
  mchid: 'WECHAT_PAY_MCHID',
  appid: 'WECHAT_PAY_APPID',
  serialNo: 'WECHAT_PAY_SERIAL_NO',
  privateKey: 'WECHAT_PAY_PRIVATE_KEY_FILE',
} as const;
const PUBLIC_KEY_ID = 'WECHAT_PAY_PUBLIC_KEY_ID';
const PUBLIC_KEY_FILE = 'WECHAT_PAY_PUBLIC_KEY_FILE';
const API_V3_KEY = 'WECHAT_PAY_API_V3_KEY';
const API_V3_KEY_FILE = 'WECHAT_PAY_API_V3_KEY_FILE';
const BASE_URL = 'WECHAT_PAY_BASE_URL';

export interface WechatPaySettings {
  /** The merchant's account; WeChat Pay's keys come from `publicKey` or are downloaded. */
  account: Omit<WechatPayAccount, 'platformKeys'>;
  apiV3Key: string;
  /** WeChat Pay's public key under its ID; null: its platform certificates are downloaded. */
  publicKey: { id: string; key: KeyObject } | null;
}

function pemKey(name: string, text: string, kind: 'private' | 'public'): KeyObject {
  // createPublicKey would take a private key too, and quietly use its public half.
  if (kind === 'public' && text.includes('PRIVATE KEY')) {
    throw new Error(`${name} does not hold a PEM public key`);
  }
  try {
    return kind === 'private' ? createPrivateKey(text) : createPublicKey(text);
  } catch {
    throw new Error(`${name} does not hold a PEM ${kind} key`);
  }
}

/** The mistakes in the form of each value, named. */
function formProblems(env: Env, apiV3Key: string): string[] {
  const problems: string[] = [];
  if (!/^\d{6,32}$/.test(given(env, REQUIRED.mchid))) {
    problems.push(`${REQUIRED.mchid} must be the merchant number (digits)`);
  }
  if (!/^wx[0-9a-f]{16}$/.test(given(env, REQUIRED.appid))) {
    problems.push(
      `${REQUIRED.appid} must be the APPID of the app the payments are made in (wx and 16 hex digits)`,
    );
  }
  if (!/^[0-9A-Fa-f]{8,40}$/.test(given(env, REQUIRED.serialNo))) {
    problems.push(
      `${REQUIRED.serialNo} must be the serial number of the merchant's API certificate (hex digits)`,
    );
  }
  if (Buffer.byteLength(apiV3Key, 'utf8') !== 32) {
    problems.push(`${API_V3_KEY} must be the 32 characters set on the merchant platform`);
  }
  const keyId = given(env, PUBLIC_KEY_ID);
  if (keyId && !/^PUB_KEY_ID_\d+$/.test(keyId)) {
    problems.push(
      `${PUBLIC_KEY_ID} must be WeChat Pay's public key ID (PUB_KEY_ID_ and digits); to use platform certificates instead, set neither ${PUBLIC_KEY_ID} nor ${PUBLIC_KEY_FILE}`,
    );
  }
  const baseUrl = given(env, BASE_URL);
  if (baseUrl && !URL.canParse(baseUrl))
    problems.push(`${BASE_URL} must be a URL, not "${baseUrl}"`);
  return problems;
}

/** WeChat Pay's account, or null when none of its variables is set. */
export function wechatPaySettings(env: Env, read: ReadFile = readUtf8): WechatPaySettings | null {
  const names = [
    ...Object.values(REQUIRED),
    PUBLIC_KEY_ID,
    PUBLIC_KEY_FILE,
    API_V3_KEY,
    API_V3_KEY_FILE,
    BASE_URL,
  ];
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
  const halfKey = [PUBLIC_KEY_ID, PUBLIC_KEY_FILE].filter((name) => !given(env, name));
  if (halfKey.length === 1) {
    throw new Error(
      `WeChat Pay's public key is half given: set ${halfKey.join('')} as well (public-key mode), or neither ${PUBLIC_KEY_ID} nor ${PUBLIC_KEY_FILE} (platform-certificate mode)`,
    );
  }
  const apiV3Key = given(env, API_V3_KEY)
    ? given(env, API_V3_KEY)
    : fileText(API_V3_KEY_FILE, given(env, API_V3_KEY_FILE), read).trim();
  const problems = formProblems(env, apiV3Key);
  if (problems.length) throw new Error(problems.join('\n'));
  const keyFile = (name: string) => fileText(name, given(env, name), read);
  const privateKey = pemKey(REQUIRED.privateKey, keyFile(REQUIRED.privateKey), 'private');
  let publicKey: WechatPaySettings['publicKey'] = null;
  if (given(env, PUBLIC_KEY_FILE)) {
    const key = pemKey(PUBLIC_KEY_FILE, keyFile(PUBLIC_KEY_FILE), 'public');
    if (createPublicKey(privateKey).equals(key)) {
      throw new Error(
        `${PUBLIC_KEY_FILE} holds the merchant's own public key: it must hold WeChat Pay's (pub_key.pem, 微信支付公钥)`,
      );
    }
    publicKey = { id: given(env, PUBLIC_KEY_ID), key };
  }
  return {
    apiV3Key,
    publicKey,
    account: {
      mchid: given(env, REQUIRED.mchid),
      appid: given(env, REQUIRED.appid),
      serialNo: given(env, REQUIRED.serialNo),
      privateKey,
      baseUrl: given(env, BASE_URL) || WECHAT_PAY_BASE_URL,
    },
  };
}
