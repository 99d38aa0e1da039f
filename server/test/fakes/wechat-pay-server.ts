import { createServer, type Server } from 'node:http';
import { randomBytes, type KeyObject } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { newSerial, rootAuthority, type CertificateAuthority } from './certificates';
import { acceptsRequest, encryptedResource, platformHeaders, rsaKeys } from './wechat-pay-platform';
import { requestText } from './http-bodies';
import {
  applyRefund,
  endRefund,
  queryRefund,
  refundNotifyResource,
  type FakeRefund,
  type RefundStatus,
} from './wechat-pay-refunds';

// A local WeChat Pay API v3 for the test suite, answering as its documentation says: it checks
// each request's signature with the merchant's public key (401 SIGN_ERROR otherwise), keeps the
// orders placed and the refunds asked for (wechat-pay-refunds.ts), and signs every answer with
// its platform key. Tests pay an order as a shopper would, end a refund as WeChat Pay does (its
// notify then goes to the refund's own notify_url), and can make it answer unsigned or forged.
//
// A merchant has WeChat Pay's public key (signatures under its PUB_KEY_ID), or platform
// certificates: then GET /v3/certificates lists them, each encrypted with the APIv3 key
// (AEAD_AES_256_GCM, associated data "certificate"), and answers and notifies are signed with
// one of them under its serial. A rotation lists a new certificate beside the old one, whose
// expire_time comes forward to a day later, and signs with the new one from then on.

/** How the fake's notifies travel: a POST to the URL, answered with a status and a body. */
export type FakeNotifyTransport = (
  url: string,
  body: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: string }>;

const httpPost: FakeNotifyTransport = async (url, body, headers) => {
  const response = await fetch(url, { method: 'POST', headers, body });
  return { status: response.status, body: await response.text() };
};

export interface SentNotify {
  url: string;
  body: string;
  headers: Record<string, string>;
  /** What the shop answered; null when the notify did not reach it. */
  reply: { status: number; body: string } | null;
}

interface FakeOrder {
  body: Record<string, unknown>;
  total: number;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
  transactionId: string;
  refunded: number;
}

export interface PlatformSigner {
  serial: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

export interface FakePlatformCertificate extends PlatformSigner {
  pem: string;
  /** The times /v3/certificates lists, epoch milliseconds. */
  effectiveTime: number;
  expireTime: number;
}

export type FakeWechatPayMode = 'public-key' | 'certificates';

export interface FakeWechatPay {
  url: string;
  mode: FakeWechatPayMode;
  /** What answers and notifies are signed with now: the public key, or a certificate's key. */
  platform: PlatformSigner;
  /** The platform certificates /v3/certificates lists (none in public-key mode). */
  certificates: FakePlatformCertificate[];
  /** A certificate WeChat Pay's root issued, listed from now on; WeChat Pay signs with it. */
  rotate(): Promise<FakePlatformCertificate>;
  /** A certificate of the same form that WeChat Pay never issued nor lists. */
  strangerCertificate(): Promise<FakePlatformCertificate>;
  orders: Map<string, FakeOrder>;
  refunds: Map<string, FakeRefund>;
  /** What a new refund answers: PROCESSING (as usual), or SUCCESS when the money moved at once. */
  refundAnswer: 'PROCESSING' | 'SUCCESS';
  /** How notifies reach the shop: an HTTP POST unless a test routes them. */
  transport: FakeNotifyTransport;
  /** Every request, as received. */
  received: { method: string; path: string; body: string }[];
  /** How answers are signed from now on. */
  signing: 'platform' | 'unsigned' | 'forged';
  pay(outTradeNo: string): void;
  /** The notify WeChat Pay sends about an order as it stands: its body and signed headers. */
  notify(
    outTradeNo: string,
    at?: { timestamp?: number },
  ): { body: string; headers: Record<string, string> };
  /**
   * A processing refund ends: SUCCESS, ABNORMAL or CLOSED. WeChat Pay then sends its notify to
   * the notify_url the refund request gave, and answers what it sent; null without one.
   */
  endRefund(
    outRefundNo: string,
    status: Exclude<RefundStatus, 'PROCESSING'>,
  ): Promise<SentNotify | null>;
  /** One more delivery of an ended refund's notify, signed at `at.timestamp` (seconds). */
  refundNotify(
    outRefundNo: string,
    at?: { timestamp?: number },
  ): { url: string; body: string; headers: Record<string, string> };
  close(): Promise<void>;
}

const SCENES = new Set(['native', 'h5', 'jsapi']);

/** An instant as WeChat Pay writes it: RFC 3339 in China's time. */
const rfc3339 = (at: number) => `${new Date(at + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;

const DAY_MS = 86_400_000;

async function platformCertificate(
  root: CertificateAuthority,
  from = Date.now() - DAY_MS,
): Promise<FakePlatformCertificate> {
  const until = from + 5 * 365 * DAY_MS;
  const issued = await root.issue({
    subject: 'C=CN, O=财付通支付科技有限公司, OU=财付通支付科技有限公司, CN=Tenpay.com',
    notBefore: new Date(from),
    notAfter: new Date(until),
  });
  return { ...issued, effectiveTime: from, expireTime: until };
}

export async function startFakeWechatPay(
  merchant: {
    mchid: string;
    serialNo: string;
    publicKey: KeyObject;
    apiV3Key: string;
  },
  mode: FakeWechatPayMode = 'public-key',
): Promise<FakeWechatPay> {
  const root =
    mode === 'certificates'
      ? await rootAuthority('C=CN, O=Tenpay.com, CN=Tenpay.com Root CA')
      : null;
  const certificates = root ? [await platformCertificate(root)] : [];
  const platform: PlatformSigner = certificates[0] ?? {
    serial: 'PUB_KEY_ID_0114232134912410000000000001',
    ...rsaKeys(),
  };
  // A key that is not WeChat Pay's, signing under the serial WeChat Pay signs with now.
  const forger = rsaKeys();
  const signer = () =>
    fake.signing === 'forged' ? { ...forger, serial: fake.platform.serial } : fake.platform;
  const fake: FakeWechatPay = {
    url: '',
    mode,
    close: async () => undefined,
    platform,
    certificates,
    async rotate() {
      if (!root) throw new Error('a merchant with a public key has no certificates to rotate');
      const next = await platformCertificate(root);
      for (const old of fake.certificates) {
        old.expireTime = Math.min(old.expireTime, Date.now() + DAY_MS);
      }
      fake.certificates.push(next);
      fake.platform = next;
      return next;
    },
    async strangerCertificate() {
      const other = await rootAuthority('C=CN, O=Tenpay.com, CN=Tenpay.com Root CA');
      return { ...(await platformCertificate(other)), serial: newSerial() };
    },
    orders: new Map(),
    refunds: new Map(),
    refundAnswer: 'PROCESSING',
    transport: httpPost,
    received: [],
    signing: 'platform',
    pay(outTradeNo) {
      const order = fake.orders.get(outTradeNo);
      if (order?.state === 'NOTPAY') order.state = 'SUCCESS';
    },
    notify(outTradeNo, at = {}) {
      const order = fake.orders.get(outTradeNo);
      if (!order) throw new Error(`no order ${outTradeNo}`);
      const transaction = {
        appid: order.body.appid,
        mchid: merchant.mchid,
        out_trade_no: outTradeNo,
        transaction_id: order.transactionId,
        trade_type: 'NATIVE',
        trade_state: order.state,
        success_time: new Date().toISOString(),
        amount: { total: order.total, payer_total: order.total, currency: 'CNY' },
      };
      const event = order.state === 'SUCCESS' ? 'TRANSACTION.SUCCESS' : 'TRANSACTION.PAYERROR';
      return signedEvent(event, transaction, at.timestamp);
    },
    async endRefund(outRefundNo, status) {
      const { refund, order } = refundOf(outRefundNo);
      endRefund(refund, order, status, Date.now());
      if (!refund.notifyUrl) return null;
      const delivery = fake.refundNotify(outRefundNo);
      const reply = await fake
        .transport(delivery.url, delivery.body, delivery.headers)
        .catch(() => null);
      return { ...delivery, reply };
    },
    refundNotify(outRefundNo, at = {}) {
      const { refund, order } = refundOf(outRefundNo);
      if (refund.status === 'PROCESSING') throw new Error(`refund ${outRefundNo} is processing`);
      if (!refund.notifyUrl) throw new Error(`refund ${outRefundNo} was asked without notify_url`);
      const resource = refundNotifyResource(refund, merchant.mchid, order.transactionId);
      return {
        url: refund.notifyUrl,
        ...signedEvent(`REFUND.${refund.status}`, resource, at.timestamp),
      };
    },
  };

  function refundOf(outRefundNo: string) {
    const refund = fake.refunds.get(outRefundNo);
    const order = refund && fake.orders.get(refund.outTradeNo);
    if (!refund || !order) throw new Error(`no refund ${outRefundNo}`);
    return { refund, order };
  }

  /** A notify as WeChat Pay sends it: the resource encrypted, the delivery signed. */
  function signedEvent(eventType: string, resource: object, timestamp?: number) {
    const body = JSON.stringify({
      id: randomBytes(16).toString('hex'),
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: eventType.startsWith('REFUND.') ? '退款状态变化' : '支付成功',
      resource: encryptedResource(JSON.stringify(resource), merchant.apiV3Key),
    });
    return { body, headers: platformHeaders(signer(), body, timestamp) };
  }

  function answer(path: string, method: string, body: string) {
    const error = (status: number, code: string, message: string) => ({
      status,
      json: { code, message },
    });
    const json = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    const place = /^\/v3\/pay\/transactions\/(\w+)$/.exec(path);
    if (method === 'POST' && place?.[1] && SCENES.has(place[1])) {
      const amount = json.amount as { total?: unknown } | undefined;
      const outTradeNo = json.out_trade_no;
      if (json.mchid !== merchant.mchid || typeof outTradeNo !== 'string') {
        return error(400, 'PARAM_ERROR', 'mchid or out_trade_no');
      }
      if (!Number.isInteger(amount?.total) || Number(amount?.total) <= 0) {
        return error(400, 'PARAM_ERROR', 'amount.total');
      }
      const order: FakeOrder = fake.orders.get(outTradeNo) ?? {
        body: json,
        total: Number(amount?.total),
        state: 'NOTPAY',
        transactionId: `4200${randomBytes(12).toString('hex')}`,
        refunded: 0,
      };
      if (order.state !== 'NOTPAY') return error(400, 'ORDERPAID', 'order already paid');
      fake.orders.set(outTradeNo, order);
      const prepay = `wx${randomBytes(16).toString('hex')}`;
      const links = {
        native: { code_url: `weixin://wxpay/bizpayurl?pr=${prepay.slice(2, 11)}` },
        h5: { h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${prepay}` },
        jsapi: { prepay_id: prepay },
      };
      return { status: 200, json: links[place[1] as keyof typeof links] };
    }
    const byNumber = /^\/v3\/pay\/transactions\/out-trade-no\/([^/?]+)(\/close)?/.exec(path);
    if (byNumber?.[1]) {
      const outTradeNo = decodeURIComponent(byNumber[1]);
      const order = fake.orders.get(outTradeNo);
      if (!order) return error(404, 'ORDER_NOT_EXIST', 'no such order');
      if (byNumber[2]) {
        if (order.state === 'SUCCESS' || order.state === 'REFUND') {
          return error(400, 'ORDERPAID', 'order already paid');
        }
        order.state = 'CLOSED';
        return { status: 204, json: null };
      }
      return {
        status: 200,
        json: {
          out_trade_no: outTradeNo,
          trade_state: order.state,
          ...(order.state === 'NOTPAY' || order.state === 'CLOSED'
            ? {}
            : { transaction_id: order.transactionId }),
          amount: { total: order.total, payer_total: order.total, currency: 'CNY' },
        },
      };
    }
    if (method === 'POST' && path === '/v3/refund/domestic/refunds') {
      const order = fake.orders.get(String(json.out_trade_no));
      return applyRefund(fake, order, json, Date.now());
    }
    const refundNo = /^\/v3\/refund\/domestic\/refunds\/([^/?]+)$/.exec(path);
    if (method === 'GET' && refundNo?.[1]) {
      const refund = fake.refunds.get(decodeURIComponent(refundNo[1]));
      return queryRefund(refund, refund && fake.orders.get(refund.outTradeNo));
    }
    if (method === 'GET' && path === '/v3/certificates') {
      if (mode === 'public-key') return error(404, 'NOT_FOUND', '证书不存在');
      return { status: 200, json: { data: fake.certificates.map(listed) } };
    }
    return error(404, 'NOT_FOUND', 'no such API');
  }

  /** A certificate as /v3/certificates lists it, the PEM encrypted with the APIv3 key. */
  function listed(certificate: FakePlatformCertificate) {
    const { algorithm, nonce, associated_data, ciphertext } = encryptedResource(
      certificate.pem,
      merchant.apiV3Key,
      'certificate',
    );
    return {
      serial_no: certificate.serial,
      effective_time: rfc3339(certificate.effectiveTime),
      expire_time: rfc3339(certificate.expireTime),
      encrypt_certificate: { algorithm, nonce, associated_data, ciphertext },
    };
  }

  const server: Server = createServer((request, response) => {
    void requestText(request).then((body) => {
      const method = request.method ?? 'GET';
      const path = request.url ?? '/';
      fake.received.push({ method, path, body });
      const authorization = request.headers.authorization ?? '';
      const reply = acceptsRequest(merchant, { method, url: path, body, authorization })
        ? answer(path, method, body)
        : { status: 401, json: { code: 'SIGN_ERROR', message: 'signature' } };
      const text = reply.json === null ? '' : JSON.stringify(reply.json);
      const headers = fake.signing === 'unsigned' ? {} : platformHeaders(signer(), text);
      response.writeHead(reply.status, {
        ...headers,
        ...(text ? { 'Content-Type': 'application/json' } : {}),
      });
      response.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
