import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { ALIPAY_GATEWAY, type AlipayAccount } from './client';
import { CERTIFICATE_FILES, certificateSettings } from './certificate-settings';
import { fileText, given, readUtf8, type Env, type ReadFile } from '../env-values';

// An Alipay app from the environment: all of its variables or none (then Alipay is not offered),
// with the merchant's own account ID (seller_id) when notifies are to be checked against it.
// The keys are files holding either a PEM or the bare base64 text the open platform and its key
// tool show. Alipay's answers and notifies are checked with Alipay's public key (public-key mode)
// or, when the app's certificate, Alipay's and Alipay's root are given instead, with the key of
// Alipay's certificate (certificate mode). A partial, mixed or unreadable set stops the shop at
// start with a message naming what to fix.

const REQUIRED = {
  appId: 'ALIPAY_APP_ID',
  privateKey: 'ALIPAY_PRIVATE_KEY_FILE',
} as const;
const PUBLIC_KEY = 'ALIPAY_PUBLIC_KEY_FILE';
const GATEWAY = 'ALIPAY_GATEWAY';
const SELLER_ID = 'ALIPAY_SELLER_ID';

export interface AlipaySettings {
  account: AlipayAccount;
}

/** A key from PEM text, or from the DER a bare base64 text holds (PKCS#8 or PKCS#1; SPKI). */
function readKey(text: string, kind: 'private' | 'public'): KeyObject | null {
  const attempts: (() => KeyObject)[] = [];
  const bare = text.replace(/\s+/g, '');
  if (text.includes('-----BEGIN')) {
    attempts.push(() => (kind === 'private' ? createPrivateKey(text) : createPublicKey(text)));
  } else if (/^[A-Za-z0-9+/]+={0,2}$/.test(bare)) {
    const der = Buffer.from(bare, 'base64');
    if (kind === 'private') {
      for (const type of ['pkcs8', 'pkcs1'] as const) {
        attempts.push(() => createPrivateKey({ key: der, format: 'der', type }));
      }
    } else {
      attempts.push(() => createPublicKey({ key: der, format: 'der', type: 'spki' }));
    }
  }
  for (const attempt of attempts) {
    try {
      const key = attempt();
      return key.asymmetricKeyType === 'rsa' ? key : null;
    } catch {
      // the next form, if any
    }
  }
  return null;
}

function keyFile(env: Env, name: string, kind: 'private' | 'public', read: ReadFile): KeyObject {
  const text = fileText(name, given(env, name), read);
  // createPublicKey would take a private key too, and quietly use its public half.
  const key = kind === 'public' && text.includes('PRIVATE KEY') ? null : readKey(text, kind);
  if (!key) throw new Error(`${name} does not hold an RSA ${kind} key (PEM or base64)`);
  return key;
}

/** The mode the variables ask for; throws when they mix both or give half of one. */
function modeOf(env: Env): 'public-key' | 'certificate' {
  const certificates = Object.values(CERTIFICATE_FILES);
  const givenCertificates = certificates.filter((name) => given(env, name));
  if (given(env, PUBLIC_KEY) && givenCertificates.length) {
    throw new Error(
      `Alipay's variables mix two modes: ${PUBLIC_KEY} is public-key mode, ${givenCertificates.join(', ')} certificate mode; keep one mode's variables`,
    );
  }
  if (givenCertificates.length && givenCertificates.length < certificates.length) {
    const missing = certificates.filter((name) => !given(env, name));
    throw new Error(
      `Alipay's certificate mode is half given: set ${missing.join(', ')} as well, or ${PUBLIC_KEY} alone for public-key mode`,
    );
  }
  return givenCertificates.length ? 'certificate' : 'public-key';
}

/** Alipay's app, or null when none of its variables is set. */
export function alipaySettings(env: Env, read: ReadFile = readUtf8): AlipaySettings | null {
  const certificates = Object.values(CERTIFICATE_FILES);
  const names = [...Object.values(REQUIRED), PUBLIC_KEY, ...certificates, GATEWAY, SELLER_ID];
  if (names.every((name) => !given(env, name))) return null;
  const missing: string[] = Object.values(REQUIRED).filter((name) => !given(env, name));
  if (!given(env, PUBLIC_KEY) && certificates.every((name) => !given(env, name))) {
    missing.push(`${PUBLIC_KEY} (or, for certificate mode, ${certificates.join(', ')})`);
  }
  if (missing.length) {
    throw new Error(
      `Alipay is partly configured: set ${missing.join(', ')} as well, or none of its variables`,
    );
  }
  const mode = modeOf(env);
  const appId = given(env, REQUIRED.appId);
  if (!/^\d{8,32}$/.test(appId)) {
    throw new Error(`${REQUIRED.appId} must be the app's APPID from the open platform (digits)`);
  }
  const gateway = given(env, GATEWAY) || ALIPAY_GATEWAY;
  if (!/^https?:\/\//.test(gateway) || !URL.canParse(gateway)) {
    throw new Error(`${GATEWAY} must be the gateway's URL, not "${gateway}"`);
  }
  const sellerId = given(env, SELLER_ID) || null;
  if (sellerId !== null && !/^2088\d{12}$/.test(sellerId)) {
    throw new Error(
      `${SELLER_ID} must be the merchant's Alipay account ID (PID: 2088 and 12 digits), not "${sellerId}"`,
    );
  }
  const privateKey = keyFile(env, REQUIRED.privateKey, 'private', read);
  const account = { appId, privateKey, gateway, sellerId };
  if (mode === 'certificate') {
    return { account: { ...account, ...certificateSettings(env, read, privateKey) } };
  }
  const alipayPublicKey = keyFile(env, PUBLIC_KEY, 'public', read);
  if (createPublicKey(privateKey).equals(alipayPublicKey)) {
    throw new Error(
      `${PUBLIC_KEY} holds the app's own public key: it must hold Alipay's (支付宝公钥)`,
    );
  }
  return { account: { ...account, alipayPublicKey } };
}
