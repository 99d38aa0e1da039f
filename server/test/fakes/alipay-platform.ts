import 'reflect-metadata';
import {
  createHash,
  createSign,
  createVerify,
  generateKeyPairSync,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';
import * as x509 from '@peculiar/x509';

// Alipay's side of its open platform's signatures (RSA2), written from its documentation
// ("签名", "自行实现验签", "异步通知验签") for the test suite, independently of the shop's code:
// - a request (gateway call or cashier page URL) is signed by the app over every parameter but
//   sign and those without a value, sorted by name, as name=value joined with "&";
// - Alipay signs its answer over the exact JSON text of the `xxx_response` node, and puts the
//   signature beside it as `sign`;
// - a notify and a sync return are signed by Alipay over every field but sign and sign_type,
//   in the same name=value form;
// - in certificate mode (公钥证书), a certificate's SN is the MD5 (hex) of its issuer's name, as
//   Java's X500Principal.getName() writes it (RFC 2253: the last attribute first, joined with
//   commas), followed by its serial number in decimal; alipay_root_cert_sn joins with "_" the SNs
//   of the root file's certificates signed with RSA; an answer carries alipay_cert_sn, the SN of
//   the certificate whose key signed it.

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
  alipayCertSn: string | null = null,
): string {
  const node = JSON.stringify(response);
  const key = `${method.replaceAll('.', '_')}_response`;
  const certSn = alipayCertSn === null ? '' : `,"alipay_cert_sn":"${alipayCertSn}"`;
  if (!alipayPrivateKey) return `{"${key}":${node}${certSn}}`;
  return `{"${key}":${node}${certSn},"sign":"${rsa2Sign(node, alipayPrivateKey)}"}`;
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

/** A certificate's SN as Alipay works it out. */
export function certificateSn(pem: string): string {
  const certificate = new X509Certificate(pem);
  const issuer = certificate.issuer.split('\n').reverse().join(',');
  const serial = BigInt(`0x${certificate.serialNumber}`).toString(10);
  return createHash('md5').update(`${issuer}${serial}`, 'utf8').digest('hex');
}

/** alipay_root_cert_sn of a root file: its RSA-signed certificates' SNs, joined with "_". */
export function rootCertificateSn(pems: string[]): string {
  return pems
    .filter((pem) => new x509.X509Certificate(pem).signatureAlgorithm.name === 'RSASSA-PKCS1-v1_5')
    .map(certificateSn)
    .join('_');
}
