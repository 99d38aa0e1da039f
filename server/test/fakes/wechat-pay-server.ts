import { createServer, type Server } from 'node:http';
import { randomBytes, type KeyObject } from 'node:crypto';
import type { AddressInfo } from 'node:net';
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

export interface FakeWechatPay {
  url: string;
  platform: { serial: string; privateKey: KeyObject; publicKey: KeyObject };
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

export async function startFakeWechatPay(merchant: {
  mchid: string;
  serialNo: string;
  publicKey: KeyObject;
  apiV3Key: string;
}): Promise<FakeWechatPay> {
  const platform = { serial: 'PUB_KEY_ID_0114232134912410000000000001', ...rsaKeys() };
  const stranger = { serial: platform.serial, ...rsaKeys() };
  const fake: FakeWechatPay = {
    url: '',
    close: async () => undefined,
    platform,
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
    const signer = fake.signing === 'forged' ? stranger : platform;
    return { body, headers: platformHeaders(signer, body, timestamp) };
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
    return error(404, 'NOT_FOUND', 'no such API');
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
      const signer = fake.signing === 'forged' ? stranger : platform;
      const headers = fake.signing === 'unsigned' ? {} : platformHeaders(signer, text);
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
