import { X509Certificate } from 'node:crypto';
import { z } from 'zod';
import { WechatPayError, type WechatPayClient } from './client';
import type { PlatformCertificate } from './platform-certificates';
import { checkSignature, decryptResource, signedDelivery } from './protocol';

// WeChat Pay API v3's list of platform certificates (GET /v3/certificates, "下载平台证书"): each
// certificate with its serial_no, effective_time and expire_time (RFC 3339), and the PEM
// certificate itself encrypted as a notify's resource is (AEAD_AES_256_GCM with the APIv3 key).
// The answer is signed like any other, by one of the certificates it lists: the list is believed
// once its certificates decrypt with the APIv3 key and one of them verifies its signature.

const listed = z.object({
  data: z.array(
    z.object({
      serial_no: z.string().min(1),
      effective_time: z.string(),
      expire_time: z.string(),
      encrypt_certificate: z.object({
        algorithm: z.string(),
        nonce: z.string(),
        associated_data: z.string().optional(),
        ciphertext: z.string(),
      }),
    }),
  ),
});
type Listed = z.infer<typeof listed>['data'][number];

/** A hex serial without leading zeros, upper case, as Wechatpay-Serial writes it. */
const serialOf = (hex: string) => hex.toUpperCase().replace(/^0+(?=.)/, '');

function readCertificate(entry: Listed, apiV3Key: string): PlatformCertificate {
  const pem = decryptResource(entry.encrypt_certificate, apiV3Key);
  if (pem === null) {
    throw new WechatPayError(
      `WeChat Pay's platform certificate ${entry.serial_no} does not decrypt with WECHAT_PAY_API_V3_KEY: check the APIv3 key set on the merchant platform`,
    );
  }
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(pem);
  } catch {
    throw new WechatPayError(`WeChat Pay's platform certificate ${entry.serial_no} is unreadable`);
  }
  const serial = serialOf(certificate.serialNumber);
  if (serial !== serialOf(entry.serial_no) || certificate.publicKey.asymmetricKeyType !== 'rsa') {
    throw new WechatPayError(
      `WeChat Pay listed ${entry.serial_no} with a certificate of another serial or key type`,
    );
  }
  const effective = Date.parse(entry.effective_time);
  const expires = Date.parse(entry.expire_time);
  if (Number.isNaN(effective) || Number.isNaN(expires)) {
    throw new WechatPayError(`WeChat Pay listed ${entry.serial_no} with unreadable times`);
  }
  return {
    serial,
    publicKey: certificate.publicKey,
    from: Math.max(effective, Date.parse(certificate.validFrom)),
    until: Math.min(expires, Date.parse(certificate.validTo)),
  };
}

/** The platform certificates WeChat Pay lists for the merchant now. */
export async function downloadCertificates(
  client: WechatPayClient,
  apiV3Key: string,
  now: number,
): Promise<PlatformCertificate[]> {
  const answer = await client.exchange('GET', '/v3/certificates');
  let json: unknown = null;
  try {
    json = JSON.parse(answer.text);
  } catch {
    // told below
  }
  if (answer.status !== 200) {
    const refusal = json as { code?: unknown; message?: unknown } | null;
    throw new WechatPayError(
      `WeChat Pay would not list its platform certificates: ${String(refusal?.message ?? answer.status)} (an account with WeChat Pay's public key sets WECHAT_PAY_PUBLIC_KEY_ID and WECHAT_PAY_PUBLIC_KEY_FILE)`,
      typeof refusal?.code === 'string' ? refusal.code : null,
      answer.status,
    );
  }
  const found = listed.safeParse(json);
  if (!found.success || found.data.data.length === 0) {
    throw new WechatPayError('WeChat Pay listed no platform certificate');
  }
  const certificates = found.data.data.map((entry) => readCertificate(entry, apiV3Key));
  const delivery = signedDelivery(answer.headers, answer.text);
  const keys = new Map(certificates.map((held) => [held.serial, held.publicKey]));
  const check = delivery
    ? checkSignature({ ...delivery, serial: serialOf(delivery.serial) }, keys, now)
    : 'unsigned';
  if (check !== 'valid') {
    throw new WechatPayError(`WeChat Pay's list of platform certificates is ${check}`);
  }
  return certificates;
}
