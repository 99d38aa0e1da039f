import {
  createDecipheriv,
  createSign,
  createVerify,
  randomBytes,
  type KeyObject,
} from 'node:crypto';

// WeChat Pay API v3's signatures and encryption, as its merchant documentation gives them
// (pay.weixin.qq.com, "签名生成", "签名验证", "回调报文解密", JSAPI "调起支付"):
// - a request is signed with the merchant's private key (SHA256 with RSA, base64) over five
//   lines, each ending in \n: method, URL path with its query, timestamp (seconds), nonce, body;
//   the Authorization header is `WECHATPAY2-SHA256-RSA2048` with mchid, nonce_str, timestamp,
//   serial_no (the merchant certificate's) and signature;
// - a response and a notify are signed by WeChat Pay over three lines (Wechatpay-Timestamp,
//   Wechatpay-Nonce, body), checked with the public key Wechatpay-Serial names; the shop refuses
//   a signature more than 5 minutes from its clock;
// - a notify's resource is AEAD_AES_256_GCM with the APIv3 key: base64 ciphertext whose last
//   16 bytes are the tag, its nonce and associated_data as given;
// - the JSAPI payment a page starts inside WeChat is signed over appId, timeStamp, nonceStr and
//   package, each line ending in \n.

export const AUTHORIZATION_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';
/** How far a signature's timestamp may be from the shop's clock. */
export const SIGNATURE_WINDOW_MS = 5 * 60_000;

const lines = (...parts: string[]) => parts.map((part) => `${part}\n`).join('');

const newNonce = () => randomBytes(16).toString('hex').toUpperCase();

function rsaSign(message: string, key: KeyObject): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(key, 'base64');
}

export interface Merchant {
  mchid: string;
  /** The merchant API certificate's serial number. */
  serialNo: string;
  privateKey: KeyObject;
}

/** The Authorization header of one request (`url` is its path and query, as sent). */
export function authorization(
  merchant: Merchant,
  request: { method: string; url: string; body: string },
  at = { timestamp: Math.floor(Date.now() / 1000), nonce: newNonce() },
): string {
  const message = lines(
    request.method.toUpperCase(),
    request.url,
    String(at.timestamp),
    at.nonce,
    request.body,
  );
  const fields = {
    mchid: merchant.mchid,
    nonce_str: at.nonce,
    timestamp: String(at.timestamp),
    serial_no: merchant.serialNo,
    signature: rsaSign(message, merchant.privateKey),
  };
  const pairs = Object.entries(fields).map(([name, value]) => `${name}="${value}"`);
  return `${AUTHORIZATION_SCHEMA} ${pairs.join(',')}`;
}

export interface SignedDelivery {
  timestamp: string;
  nonce: string;
  signature: string;
  serial: string;
  body: string;
}

/** Reads WeChat Pay's signature headers; null when one is missing. */
export function signedDelivery(
  headers: Record<string, string | string[] | undefined>,
  body: string,
): SignedDelivery | null {
  const header = (name: string) => {
    const value = headers[name] ?? headers[name.toLowerCase()];
    return typeof value === 'string' && value ? value : null;
  };
  const timestamp = header('Wechatpay-Timestamp');
  const nonce = header('Wechatpay-Nonce');
  const signature = header('Wechatpay-Signature');
  const serial = header('Wechatpay-Serial');
  if (!timestamp || !nonce || !signature || !serial) return null;
  return { timestamp, nonce, signature, serial, body };
}

export type SignatureCheck = 'valid' | 'unknown-key' | 'stale' | 'invalid';

/**
 * Whether WeChat Pay signed a response or notify: the key its serial names (a platform
 * certificate's, or the WeChat Pay public key's ID), within 5 minutes of `now`.
 */
export function checkSignature(
  delivery: SignedDelivery,
  platformKeys: ReadonlyMap<string, KeyObject>,
  now: number,
): SignatureCheck {
  const key = platformKeys.get(delivery.serial);
  if (!key) return 'unknown-key';
  if (!/^\d{1,12}$/.test(delivery.timestamp)) return 'invalid';
  if (Math.abs(now - Number(delivery.timestamp) * 1000) > SIGNATURE_WINDOW_MS) return 'stale';
  const message = lines(delivery.timestamp, delivery.nonce, delivery.body);
  try {
    const valid = createVerify('RSA-SHA256')
      .update(message, 'utf8')
      .verify(key, delivery.signature, 'base64');
    return valid ? 'valid' : 'invalid';
  } catch {
    return 'invalid';
  }
}

export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  nonce: string;
  associated_data?: string;
}

const TAG_BYTES = 16;

/** A notify's resource as plain text; null when it does not decrypt with the APIv3 key. */
export function decryptResource(resource: EncryptedResource, apiV3Key: string): string | null {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') return null;
  const key = Buffer.from(apiV3Key, 'utf8');
  const sealed = Buffer.from(resource.ciphertext, 'base64');
  if (key.length !== 32 || sealed.length <= TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(resource.nonce, 'utf8'));
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]);
    return plain.toString('utf8');
  } catch {
    return null;
  }
}

/** What a page inside WeChat passes to WeixinJSBridge's getBrandWCPayRequest. */
export interface JsapiPayment {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA';
  paySign: string;
}

export function jsapiPayment(
  merchant: Pick<Merchant, 'privateKey'>,
  appId: string,
  prepayId: string,
  at = { timestamp: Math.floor(Date.now() / 1000), nonce: newNonce() },
): JsapiPayment {
  const payment = {
    appId,
    timeStamp: String(at.timestamp),
    nonceStr: at.nonce,
    package: `prepay_id=${prepayId}`,
  };
  const message = lines(payment.appId, payment.timeStamp, payment.nonceStr, payment.package);
  return { ...payment, signType: 'RSA', paySign: rsaSign(message, merchant.privateKey) };
}
