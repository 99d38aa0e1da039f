import 'reflect-metadata';
import { generateKeyPairSync, randomBytes, webcrypto, type KeyObject } from 'node:crypto';
import * as x509 from '@peculiar/x509';

// X.509 certificates for the providers' fakes, which issue them as the real platforms do:
// WeChat Pay's platform certificates, Alipay's root, its public certificate and the app's
// certificate. node:crypto reads certificates but cannot make them; @peculiar/x509 (over
// WebCrypto) does.

x509.cryptoProvider.set(webcrypto as Crypto);

const RSA = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;
const ECDSA = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const DAY_MS = 86_400_000;

export interface KeyPair {
  privateKey: KeyObject;
  publicKey: KeyObject;
}

export interface IssuedCertificate extends KeyPair {
  pem: string;
  /** The serial number, upper-case hex. */
  serial: string;
  notBefore: Date;
  notAfter: Date;
}

export interface CertificateAuthority {
  certificate: IssuedCertificate;
  /** A certificate for `keys` (new RSA keys by default), signed by this authority. */
  issue(options: {
    subject: string;
    keys?: KeyPair;
    serial?: string;
    notBefore?: Date;
    notAfter?: Date;
  }): Promise<IssuedCertificate>;
  /** An intermediate authority (RSA) under this one. */
  subordinate(name: string): Promise<CertificateAuthority>;
}

/** A random serial of 20 bytes whose first bit is clear, as CAs write them. */
export const newSerial = () => `4${randomBytes(19).toString('hex').slice(1).toUpperCase()}`;

export function rsaKeyPair(): KeyPair {
  return generateKeyPairSync('rsa', { modulusLength: 2048 });
}

function cryptoKeys(keys: KeyPair, algorithm: typeof RSA | typeof ECDSA) {
  const importAs = algorithm.name === 'ECDSA' ? { name: 'ECDSA', namedCurve: 'P-256' } : RSA;
  return Promise.all([
    webcrypto.subtle.importKey(
      'pkcs8',
      keys.privateKey.export({ type: 'pkcs8', format: 'der' }),
      importAs,
      true,
      ['sign'],
    ),
    webcrypto.subtle.importKey(
      'spki',
      keys.publicKey.export({ type: 'spki', format: 'der' }),
      importAs,
      true,
      ['verify'],
    ),
  ]);
}

const authorityExtensions = () => [
  new x509.BasicConstraintsExtension(true, undefined, true),
  new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
];

/**
 * A self-signed root, signing with RSA (SHA256withRSA) or, for a root an RSA-only reader must
 * pass over, ECDSA.
 */
export async function rootAuthority(
  name: string,
  kind: 'rsa' | 'ecdsa' = 'rsa',
): Promise<CertificateAuthority> {
  const algorithm = kind === 'rsa' ? RSA : ECDSA;
  const keys: KeyPair =
    kind === 'rsa' ? rsaKeyPair() : generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const [privateKey, publicKey] = await cryptoKeys(keys, algorithm);
  const notBefore = new Date(Date.now() - 365 * DAY_MS);
  const notAfter = new Date(Date.now() + 10 * 365 * DAY_MS);
  const serial = newSerial();
  const root = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serial,
    name,
    notBefore,
    notAfter,
    keys: { privateKey, publicKey },
    signingAlgorithm: algorithm,
    extensions: authorityExtensions(),
  });
  const certificate = { ...keys, pem: root.toString('pem'), serial, notBefore, notAfter };
  return authority(root, certificate, privateKey, algorithm);
}

function authority(
  self: x509.X509Certificate,
  certificate: IssuedCertificate,
  signingKey: CryptoKey,
  algorithm: typeof RSA | typeof ECDSA,
): CertificateAuthority {
  async function make(options: Parameters<CertificateAuthority['issue']>[0], isAuthority: boolean) {
    const keys = options.keys ?? rsaKeyPair();
    const [privateKey, publicKey] = await cryptoKeys(keys, RSA);
    const serial = options.serial ?? newSerial();
    const notBefore = options.notBefore ?? new Date(Date.now() - DAY_MS);
    const notAfter = options.notAfter ?? new Date(Date.now() + 5 * 365 * DAY_MS);
    const issued = await x509.X509CertificateGenerator.create({
      serialNumber: serial,
      subject: options.subject,
      issuer: self.subject,
      notBefore,
      notAfter,
      publicKey,
      signingKey,
      signingAlgorithm: algorithm,
      extensions: isAuthority ? authorityExtensions() : [],
    });
    const made = { ...keys, pem: issued.toString('pem'), serial, notBefore, notAfter };
    return { issued, made, privateKey };
  }
  return {
    certificate,
    issue: async (options) => (await make(options, false)).made,
    async subordinate(name) {
      const { issued, made, privateKey } = await make({ subject: name }, true);
      return authority(issued, made, privateKey, RSA);
    },
  };
}
