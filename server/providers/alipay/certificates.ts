import { X509Certificate } from 'node:crypto';

// Reading the certificates of Alipay's certificate mode (公钥证书), as the open platform hands
// them out: the app's public certificate (appCertPublicKey_<APPID>.crt), Alipay's public
// certificate (alipayCertPublicKey_RSA2.crt, with the authority that issued it) and Alipay's
// root certificates (alipayRootCert.crt, several roots, of which only those signed with RSA count
// towards alipay_root_cert_sn).

const PEM_BLOCK = /-----BEGIN CERTIFICATE-----[^-]+-----END CERTIFICATE-----/g;

/** The certificates of a PEM file, in its order; none when it holds none. */
export function readCertificates(text: string): X509Certificate[] {
  const found: X509Certificate[] = [];
  for (const block of text.match(PEM_BLOCK) ?? []) {
    try {
      found.push(new X509Certificate(block));
    } catch {
      return [];
    }
  }
  return found;
}

/** The DER form of RSA's signature algorithms' arc, 1.2.840.113549.1.1. */
const RSA_SIGNATURES = Buffer.from('2a864886f70d0101', 'hex');

/** One DER element's start of content and end, from its tag at `at`. */
function element(der: Buffer, at: number): { content: number; end: number } {
  const first = der[at + 1] ?? 0;
  if (first < 0x80) return { content: at + 2, end: at + 2 + first };
  const count = first & 0x7f;
  let length = 0;
  for (let i = 0; i < count; i++) length = length * 256 + (der[at + 2 + i] ?? 0);
  return { content: at + 2 + count, end: at + 2 + count + length };
}

/**
 * Whether the certificate is signed with RSA (its signatureAlgorithm, which follows the
 * to-be-signed part), as the open platform's SDKs choose the roots they count.
 */
export function signedWithRsa(certificate: X509Certificate): boolean {
  const der = certificate.raw;
  const tbs = element(der, element(der, 0).content);
  const algorithm = element(der, tbs.end);
  const oid = element(der, algorithm.content);
  if (der[algorithm.content] !== 0x06) return false;
  const bytes = der.subarray(oid.content, oid.end);
  return bytes.length === RSA_SIGNATURES.length + 1 && bytes.subarray(0, -1).equals(RSA_SIGNATURES);
}

const issues = (issuer: X509Certificate, subject: X509Certificate) =>
  subject.checkIssued(issuer) && subject.verify(issuer.publicKey);

/**
 * Whether the first certificate of `chain` was issued under one of `roots`, through the
 * authorities the chain and the roots hold.
 */
export function issuedUnder(chain: X509Certificate[], roots: X509Certificate[]): boolean {
  let current = chain[0];
  const authorities = [...chain.slice(1), ...roots];
  for (let step = 0; current && step <= authorities.length; step++) {
    const subject: X509Certificate = current;
    if (roots.some((root) => issues(root, subject))) return true;
    current = authorities.find((authority) => authority !== subject && issues(authority, subject));
  }
  return false;
}
