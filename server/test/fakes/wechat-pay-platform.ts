import {
  createCipheriv,
  createSign,
  createVerify,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';

// WeChat Pay's side of API v3's signatures, written from its merchant documentation for the
// test suite: what the platform checks of a merchant's request, and how it signs and encrypts
// what it sends back. Independent of the shop's own code (server/providers/wechat-pay).

export function rsaKeys(): { privateKey: KeyObject; publicKey: KeyObject } {
  return generateKeyPairSync('rsa', { modulusLength: 2048 });
}

/** The fields of an Authorization header, or null when it is not WeChat Pay's scheme. */
export function readAuthorization(header: string): Record<string, string> | null {
  const match = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(header);
  if (!match?.[1]) return null;
  const fields: Record<string, string> = {};
  for (const pair of match[1].split(',')) {
    const field = /^\s*(\w+)="([^"]*)"\s*$/.exec(pair);
    if (!field?.[1] || field[2] === undefined) return null;
    fields[field[1]] = field[2];
  }
  return fields;
}

/** Whether the platform accepts a merchant's request: its fields, clock and signature. */
export function acceptsRequest(
  merchant: { mchid: string; serialNo: string; publicKey: KeyObject },
  request: { method: string; url: string; body: string; authorization: string },
  now = Date.now(),
): boolean {
  const fields = readAuthorization(request.authorization);
  if (!fields) return false;
  const { mchid, nonce_str: nonce, timestamp, serial_no: serial, signature } = fields;
  if (mchid !== merchant.mchid || serial !== merchant.serialNo) return false;
  if (!nonce || !timestamp || !signature) return false;
  if (Math.abs(now / 1000 - Number(timestamp)) > 300) return false;
  const message = `${request.method}\n${request.url}\n${timestamp}\n${nonce}\n${request.body}\n`;
  return createVerify('RSA-SHA256').update(message).verify(merchant.publicKey, signature, 'base64');
}

/** The headers the platform signs a response or notify body with. */
export function platformHeaders(
  platform: { serial: string; privateKey: KeyObject },
  body: string,
  timestamp = Math.floor(Date.now() / 1000),
): Record<string, string> {
  const nonce = randomBytes(16).toString('hex');
  const signature = createSign('RSA-SHA256')
    .update(`${timestamp}\n${nonce}\n${body}\n`)
    .sign(platform.privateKey, 'base64');
  return {
    'Wechatpay-Timestamp': String(timestamp),
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Signature': signature,
    'Wechatpay-Serial': platform.serial,
  };
}

/** A notify's resource, encrypted as the platform does with the merchant's APIv3 key. */
export function encryptedResource(plain: string, apiV3Key: string, associatedData = 'transaction') {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce));
  cipher.setAAD(Buffer.from(associatedData));
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return {
    original_type: 'transaction',
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: sealed.toString('base64'),
    associated_data: associatedData,
    nonce,
  };
}
