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

/** A certificate of a public key, as its holder receives it. */
export interface Certificate {
  pem: string;
  /** The serial number, upper-case hex. */
  serial: string;
  publicKey: KeyObject;
  notBefore: Date;
  notAfter: Date;
}

/** A certificate with the private key of its public key. */
export type IssuedCertificate = Certificate & KeyPair;

interface IssueOptions {
  subject: string;
  serial?: string;
  notBefore?: Date;
  notAfter?: Date;
}

export interface CertificateAuthority {
  certificate: Certificate;
  /** A certificate of new RSA keys, signed by this authority. */
  issue(options: IssueOptions): Promise<IssuedCertificate>;
  /** A certificate of someone's public key (from their request), signed by this authority. */
  certify(publicKey: KeyObject, options: IssueOptions): Promise<Certificate>;
  /** An intermediate authority (RSA) under this one. */
  subordinate(name: string): Promise<CertificateAuthority>;
}

/** A random serial of 20 bytes whose first bit is clear, as CAs write them. */
export const newSerial = () => `4${randomBytes(19).toString('hex').slice(1).toUpperCase()}`;

export function rsaKeyPair(): KeyPair {
  return generateKeyPairSync('rsa', { modulusLength: 2048 });
}

const importAs = (algorithm: typeof RSA | typeof ECDSA) =>
  algorithm.name === 'ECDSA' ? { name: 'ECDSA', namedCurve: 'P-256' } : RSA;

const signingKey = (key: KeyObject, algorithm: typeof RSA | typeof ECDSA) =>
  webcrypto.subtle.importKey(
    'pkcs8',
    key.export({ type: 'pkcs8', format: 'der' }),
    importAs(algorithm),
    false,
    ['sign'],
  );

const subjectKey = (key: KeyObject, algorithm: typeof RSA | typeof ECDSA) =>
  webcrypto.subtle.importKey(
    'spki',
    key.export({ type: 'spki', format: 'der' }),
    importAs(algorithm),
    true,
    ['verify'],
  );

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
  const notBefore = new Date(Date.now() - 365 * DAY_MS);
  const notAfter = new Date(Date.now() + 10 * 365 * DAY_MS);
  const serial = newSerial();
  const root = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serial,
    name,
    notBefore,
    notAfter,
    keys: {
      privateKey: await signingKey(keys.privateKey, algorithm),
      publicKey: await subjectKey(keys.publicKey, algorithm),
    },
    signingAlgorithm: algorithm,
    extensions: authorityExtensions(),
  });
  const certificate = {
    pem: `${root.toString('pem')}\n`,
    serial,
    publicKey: keys.publicKey,
    notBefore,
    notAfter,
  };
  return authority(root, certificate, keys.privateKey, algorithm);
}

function authority(
  self: x509.X509Certificate,
  certificate: Certificate,
  privateKey: KeyObject,
  algorithm: typeof RSA | typeof ECDSA,
): CertificateAuthority {
  async function make(publicKey: KeyObject, options: IssueOptions, isAuthority = false) {
    const serial = options.serial ?? newSerial();
    const notBefore = options.notBefore ?? new Date(Date.now() - DAY_MS);
    const notAfter = options.notAfter ?? new Date(Date.now() + 5 * 365 * DAY_MS);
    const issued = await x509.X509CertificateGenerator.create({
      serialNumber: serial,
      subject: options.subject,
      issuer: self.subject,
      notBefore,
      notAfter,
      publicKey: await subjectKey(publicKey, RSA),
      signingKey: await signingKey(privateKey, algorithm),
      signingAlgorithm: algorithm,
      extensions: isAuthority ? authorityExtensions() : [],
    });
    return {
      issued,
      made: { pem: `${issued.toString('pem')}\n`, serial, publicKey, notBefore, notAfter },
    };
  }
  return {
    certificate,
    async issue(options) {
      const keys = rsaKeyPair();
      return { ...(await make(keys.publicKey, options)).made, ...keys };
    },
    certify: async (publicKey, options) => (await make(publicKey, options)).made,
    async subordinate(name) {
      const keys = rsaKeyPair();
      const { issued, made } = await make(keys.publicKey, { subject: name }, true);
      return authority(issued, made, keys.privateKey, RSA);
    },
  };
}
