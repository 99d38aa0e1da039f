import type { KeyObject } from 'node:crypto';
import { AlipaySdk } from 'alipay-sdk';
import { z } from 'zod';
import { PaymentServiceError } from '../payment';
import { PROVIDER_TIMEOUT_MS } from '../timeout';
import { beijingTime } from './protocol';

// Alipay's open platform gateway (OpenAPI 2.0) through the official SDK, which signs each
// request with the app's private key (RSA2: SHA256 with RSA) and checks the signature Alipay puts
// beside every answer's `xxx_response` node with Alipay's public key. An answer whose signature
// does not hold is an error whatever it says. The gateway is configurable: production's, the
// sandbox's, or a test's fake.

export const ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';

/** Certificate mode's PEM files: the app's certificate, Alipay's, and Alipay's roots. */
export interface AlipayCertificates {
  app: string;
  alipay: string;
  root: string;
}

export interface AlipayAccount {
  /** The app's APPID on the open platform. */
  appId: string;
  privateKey: KeyObject;
  /**
   * Alipay's public key ("支付宝公钥"), shown beside the app's key on the open platform; in
   * certificate mode, the key of Alipay's public certificate.
   */
  alipayPublicKey: KeyObject;
  /**
   * Certificate mode (公钥证书): each call carries app_cert_sn and alipay_root_cert_sn, worked out
   * from these by the SDK. Absent: public-key mode.
   */
  certificates?: AlipayCertificates | null;
  gateway: string;
  /**
   * The merchant's Alipay account ID (PID, 2088…): when set, a notify or return about a trade
   * paid to another seller is not believed.
   */
  sellerId?: string | null;
}

export class AlipayError extends PaymentServiceError {
  constructor(
    message: string,
    /** Alipay's sub_code (ACQ.TRADE_NOT_EXIST, isv.invalid-signature, …) when it gave one. */
    readonly code: string | null = null,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'AlipayError';
  }
}

const answerHead = z.object({
  code: z.string(),
  msg: z.string().optional(),
  sub_code: z.string().optional(),
  sub_msg: z.string().optional(),
});

/** Values of a page URL or a gateway call besides biz_content. */
type PublicParams = Record<string, string>;

const pem = (key: KeyObject, type: 'pkcs8' | 'spki') =>
  // The SDK rebuilds the PEM from its lines and stumbles over a trailing newline.
  key.export({ type, format: 'pem' }).toString().trim();

export class AlipayClient {
  private readonly sdk: AlipaySdk;

  constructor(
    readonly account: AlipayAccount,
    private readonly clock: () => number = Date.now,
    timeoutMs = PROVIDER_TIMEOUT_MS,
  ) {
    const { certificates } = account;
    this.sdk = new AlipaySdk({
      appId: account.appId,
      privateKey: pem(account.privateKey, 'pkcs8'),
      keyType: 'PKCS8',
      ...(certificates
        ? {
            appCertContent: certificates.app,
            alipayPublicCertContent: certificates.alipay,
            alipayRootCertContent: certificates.root,
          }
        : { alipayPublicKey: pem(account.alipayPublicKey, 'spki') }),
      gateway: account.gateway,
      signType: 'RSA2',
      // Alipay's own field names, as its documentation gives them.
      camelcase: false,
      // To connect and have the answer's head, then again between any two parts of its body.
      timeout: timeoutMs,
    });
  }

  /** The SDK writes the request time in the server's time zone; Alipay reads Beijing time. */
  private get timestamp(): string {
    return beijingTime(this.clock());
  }

  /**
   * One gateway call: Alipay's answer when its code is 10000 (success), an AlipayError with its
   * sub_code when it refused, an AlipayError without one when the answer is not to be believed.
   */
  async call(method: string, bizContent: Record<string, unknown>): Promise<unknown> {
    let answer: unknown;
    try {
      const params = { bizContent, timestamp: this.timestamp };
      answer = await this.sdk.exec(method, params, { validateSign: true });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new AlipayError(`No answer to believe from Alipay to ${method}: ${reason}`, null, {
        cause: error,
      });
    }
    const head = answerHead.safeParse(answer);
    if (!head.success) throw new AlipayError(`Alipay answered ${method} unreadably`);
    if (head.data.code === '10000') return answer;
    const { code, msg, sub_code: subCode, sub_msg: subMsg } = head.data;
    throw new AlipayError(
      `Alipay refused ${method}: ${subMsg ?? msg ?? code} (${subCode ?? code})`,
      subCode ?? code,
    );
  }

  /** The signed URL of a page Alipay shows the shopper (GET on the gateway). */
  pageUrl(method: string, bizContent: Record<string, unknown>, params: PublicParams): string {
    return this.sdk.pageExecute(method, 'GET', {
      ...params,
      bizContent,
      timestamp: this.timestamp,
    });
  }

  /**
   * Whether Alipay signed these fields (an async notify or a sync return) for this app: RSA2
   * over every field but sign and sign_type, as the fields arrived (already decoded).
   */
  signedByAlipay(fields: Record<string, string>): boolean {
    if (!fields.sign || (fields.sign_type ?? 'RSA2') !== 'RSA2') return false;
    if (fields.app_id !== this.account.appId) return false;
    try {
      return this.sdk.checkNotifySignV2(fields);
    } catch {
      return false;
    }
  }
}
