import type { KeyObject } from 'node:crypto';
import { rootAuthority } from './certificates';
import { certificateSn, rootCertificateSn } from './alipay-platform';

// The certificates a local Alipay hands an app in certificate mode (公钥证书), as the open
// platform does: the app's public certificate, issued for the key the app sent; Alipay's public
// certificate with the authority that issued it; and the root file, whose roots sign with RSA
// and, as Alipay's file also holds one that does not, with ECDSA.

const AUTHORITY = 'C=CN, O=Ant Financial, OU=Certification Authority';

export interface FakeAlipayCertificates {
  /** The files' texts: appCertPublicKey_<APPID>.crt, alipayCertPublicKey_RSA2.crt, alipayRootCert.crt. */
  files: { app: string; alipay: string; root: string };
  /** The SNs Alipay works out: the app's, its own and the root file's. */
  appCertSn: string;
  alipayCertSn: string;
  rootCertSn: string;
}

export async function issueAlipayCertificates(
  appId: string,
  appPublicKey: KeyObject,
  alipayPublicKey: KeyObject,
): Promise<FakeAlipayCertificates> {
  const root = await rootAuthority(`${AUTHORITY}, CN=Ant Financial Certification Authority R1`);
  const eccRoot = await rootAuthority(
    `${AUTHORITY}, CN=Ant Financial Certification Authority E1`,
    'ecdsa',
  );
  const issuer = await root.subordinate(
    `${AUTHORITY}, CN=Ant Financial Certification Authority Class 2 R1`,
  );
  const app = await issuer.certify(appPublicKey, {
    subject: `C=CN, O=MAISON, OU=Alipay Open Platform, CN=${appId}`,
  });
  const alipay = await issuer.certify(alipayPublicKey, {
    subject: 'C=CN, O=Alipay.com Co.,Ltd, OU=Alipay Open Platform, CN=支付宝(中国)网络技术有限公司',
  });
  const roots = [root.certificate.pem, eccRoot.certificate.pem];
  return {
    files: {
      app: app.pem,
      alipay: `${alipay.pem}${issuer.certificate.pem}`,
      root: roots.join(''),
    },
    appCertSn: certificateSn(app.pem),
    alipayCertSn: certificateSn(alipay.pem),
    rootCertSn: rootCertificateSn(roots),
  };
}
