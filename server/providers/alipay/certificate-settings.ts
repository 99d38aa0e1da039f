import { createPublicKey, type KeyObject, type X509Certificate } from 'node:crypto';
import { fileText, given, type Env, type ReadFile } from '../env-values';
import type { AlipayCertificates } from './client';
import { issuedUnder, readCertificates, signedWithRsa } from './certificates';

// Alipay's certificate mode (公钥证书) from the environment: the app's certificate, Alipay's
// public certificate and Alipay's root certificates, each a file as the open platform hands it
// out. Checked at start: each file holds certificates, the app's is of the app's own private
// key, Alipay's is not, it was issued under one of the roots, and at least one root is signed
// with RSA (the only ones alipay_root_cert_sn counts).

export const CERTIFICATE_FILES = {
  app: 'ALIPAY_APP_CERT_FILE',
  alipay: 'ALIPAY_PUBLIC_CERT_FILE',
  root: 'ALIPAY_ROOT_CERT_FILE',
} as const;

function certificateFile(env: Env, name: string, read: ReadFile) {
  const text = fileText(name, given(env, name), read);
  const certificates = readCertificates(text);
  const [first] = certificates;
  if (!first) throw new Error(`${name} does not hold a PEM certificate`);
  return { text: text.trim(), certificates, first };
}

const rsaKey = (certificate: X509Certificate) => certificate.publicKey.asymmetricKeyType === 'rsa';

/** The certificates, with Alipay's public key from its certificate. */
export function certificateSettings(
  env: Env,
  read: ReadFile,
  privateKey: KeyObject,
): { certificates: AlipayCertificates; alipayPublicKey: KeyObject } {
  const app = certificateFile(env, CERTIFICATE_FILES.app, read);
  const alipay = certificateFile(env, CERTIFICATE_FILES.alipay, read);
  const root = certificateFile(env, CERTIFICATE_FILES.root, read);
  const appKey = createPublicKey(privateKey);
  if (!app.first.publicKey.equals(appKey)) {
    throw new Error(
      `${CERTIFICATE_FILES.app} is not the certificate of the app's private key (ALIPAY_PRIVATE_KEY_FILE): it must be appCertPublicKey_<APPID>.crt of that key`,
    );
  }
  if (alipay.first.publicKey.equals(appKey) || !rsaKey(alipay.first)) {
    throw new Error(
      `${CERTIFICATE_FILES.alipay} must hold Alipay's RSA public certificate (alipayCertPublicKey_RSA2.crt), not the app's`,
    );
  }
  if (!root.certificates.some(signedWithRsa)) {
    throw new Error(
      `${CERTIFICATE_FILES.root} holds no certificate signed with RSA: it must be Alipay's root certificate (alipayRootCert.crt)`,
    );
  }
  if (!issuedUnder(alipay.certificates, root.certificates)) {
    throw new Error(
      `${CERTIFICATE_FILES.alipay} was not issued under ${CERTIFICATE_FILES.root}: give the two files the open platform hands out together`,
    );
  }
  return {
    certificates: { app: app.text, alipay: alipay.text, root: root.text },
    alipayPublicKey: alipay.first.publicKey,
  };
}
