import { createSign, createVerify, generateKeyPairSync, type KeyObject } from 'node:crypto';

// Alipay's side of its open platform's signatures (RSA2), written from its documentation
// ("签名", "自行实现验签", "异步通知验签") for the test suite, independently of the shop's code:
// - a request (gateway call or cashier page URL) is signed by the app over every parameter but
//   sign and those without a value, sorted by name, as name=value joined with "&";
// - Alipay signs its answer over the exact JSON text of the `xxx_response` node, and puts the
//   signature beside it as `sign`;
// - a notify and a sync return are signed by Alipay over every field but sign and sign_type,
//   in the same name=value form.

export function rsaKeys(): { privateKey: KeyObject; publicKey: KeyObject } {
  return generateKeyPairSync('rsa', { modulusLength: 2048 });
}

/** The text a set of parameters is signed over; `without` names those left out. */
export function signedContent(params: Record<string, string>, without: string[]): string {
  return Object.keys(params)
    .filter((name) => !without.includes(name) && params[name] !== '')
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
}

const rsa2Sign = (text: string, key: KeyObject) =>
  createSign('RSA-SHA256').update(text, 'utf8').sign(key, 'base64');

const rsa2Verify = (text: string, signature: string, key: KeyObject) => {
  try {
    return createVerify('RSA-SHA256').update(text, 'utf8').verify(key, signature, 'base64');
  } catch {
    return false;
  }
};

/** Whether the app's public key vouches for a request's parameters (RSA2 only). */
export function requestSigned(params: Record<string, string>, appPublicKey: KeyObject): boolean {
  if (params.sign_type !== 'RSA2' || !params.sign) return false;
  return rsa2Verify(signedContent(params, ['sign']), params.sign, appPublicKey);
}

/** A gateway answer as Alipay writes it: the response node, and its signature beside it. */
export function signedAnswer(
  method: string,
  response: Record<string, unknown>,
  alipayPrivateKey: KeyObject | null,
): string {
  const node = JSON.stringify(response);
  const key = `${method.replaceAll('.', '_')}_response`;
  if (!alipayPrivateKey) return `{"${key}":${node}}`;
  return `{"${key}":${node},"sign":"${rsa2Sign(node, alipayPrivateKey)}"}`;
}

/** Notify or return fields with Alipay's signature added. */
export function signedByAlipay(
  fields: Record<string, string>,
  alipayPrivateKey: KeyObject,
): Record<string, string> {
  const withType = { ...fields, sign_type: 'RSA2' };
  const sign = rsa2Sign(signedContent(withType, ['sign', 'sign_type']), alipayPrivateKey);
  return { ...withType, sign };
}

const beijing = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** "yyyy-MM-dd HH:mm:ss" in Beijing time, as Alipay writes and reads times. */
export function alipayTime(at: number): string {
  return beijing.format(new Date(at));
}

/** The instant of an Alipay time, or NaN. */
export function alipayInstant(text: string): number {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return Number.NaN;
  return Date.parse(`${text.replace(' ', 'T')}+08:00`);
}
