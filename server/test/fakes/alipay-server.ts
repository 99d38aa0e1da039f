import { createServer } from 'node:http';
import type { KeyObject } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  alipayInstant,
  alipayTime,
  requestSigned,
  rsaKeys,
  signedAnswer,
  signedByAlipay,
} from './alipay-platform';
import { notifyFields, openTrade, returnFields } from './alipay-cashier';
import { issueAlipayCertificates, type FakeAlipayCertificates } from './alipay-certificates';
import { tradeApi, type FakeTrade, type TradeBook } from './alipay-trades';
import { requestText } from './http-bodies';

// A local Alipay open platform for the test suite, answering as its documentation says. Its
// gateway (POST /gateway.do) checks each call's RSA2 signature with the app's public key and
// its timestamp (Beijing time), and signs every answer with Alipay's key. Its cashier reads the
// page URL the shop sends a shopper to, checks it the same way and opens the trade. Tests then
// pay a trade and have Alipay deliver its signed notify to the notify_url, again until the shop
// answers "success", with the same notify_id and the time of each sending.
//
// An app in certificate mode (公钥证书) is handed certificates: each call must then carry the
// app_cert_sn of its certificate and the alipay_root_cert_sn of the root file, and each answer
// names the certificate of the key that signed it (alipay_cert_sn).

/** How far from its clock the gateway takes a request's timestamp. */
const TIMESTAMP_WINDOW_MS = 15 * 60_000;

export interface NotifyKnobs {
  /** When this sending happens (its notify_time); now by default. */
  at?: number;
  /** The amount the notify reports, in yuan as Alipay writes it. */
  totalAmount?: string;
  /** Signed with a key that is not Alipay's. */
  forged?: boolean;
  /** The merchant the trade was paid to, as another app of Alipay's would have it. */
  sellerId?: string;
}

export type FakeAlipayMode = 'public-key' | 'certificates';

export interface FakeAlipay extends TradeBook {
  url: string;
  gateway: string;
  appId: string;
  /** Certificate mode's files and SNs; null for an app with Alipay's public key. */
  certificates: FakeAlipayCertificates | null;
  alipayKeys: { privateKey: KeyObject; publicKey: KeyObject };
  /** Every gateway call, as received. */
  received: Record<string, string>[];
  /** How answers are signed from now on. */
  signing: 'alipay' | 'unsigned' | 'forged';
  /** The shopper opens Alipay's cashier at this URL; throws what the cashier would show. */
  openCashier(pageUrl: string): FakeTrade;
  pay(outTradeNo: string): void;
  /** Every refund not yet settled moves its money now: the refund query shows it. */
  settleRefunds(): void;
  /**
   * A refund that did not go through: the refund query finds nothing under its number, and
   * its money is the trade's to refund again.
   */
  dropRefund(outTradeNo: string, outRequestNo: string): void;
  /** The form body Alipay sends to the notify_url about the trade as it stands. */
  notifyBody(outTradeNo: string, knobs?: NotifyKnobs): string;
  /** Sends a notify as Alipay does: what the shop answered, and what was sent. */
  deliver(outTradeNo: string, knobs?: NotifyKnobs): Promise<{ reply: string; body: string }>;
  /** The signed query the cashier sends the shopper back to the return_url with. */
  returnQuery(outTradeNo: string): Record<string, string>;
  /**
   * Where the cashier sends the shopper back: the trade's return_url as the shop gave it, the
   * signed query added after it (Alipay signs only its own fields, not the shop's parameters).
   */
  returnAddress(outTradeNo: string): string;
  close(): Promise<void>;
}

const invalid = (subCode: string, subMsg: string) => ({
  code: '40002',
  msg: 'Invalid Arguments',
  sub_code: subCode,
  sub_msg: subMsg,
});

export async function startFakeAlipay(
  app: { appId: string; publicKey: KeyObject },
  mode: FakeAlipayMode = 'public-key',
): Promise<FakeAlipay> {
  const alipayKeys = rsaKeys();
  const certificates =
    mode === 'certificates'
      ? await issueAlipayCertificates(app.appId, app.publicKey, alipayKeys.publicKey)
      : null;
  const stranger = rsaKeys();
  const trade = (outTradeNo: string) => {
    const found = fake.trades.get(outTradeNo);
    if (!found) throw new Error(`Alipay has no trade ${outTradeNo}`);
    return found;
  };

  /** The refusal of a signed request, or null when Alipay accepts it. */
  function refusal(params: Record<string, string>) {
    if (params.app_id !== app.appId) return invalid('isv.invalid-app-id', '无效的AppID参数');
    if (!requestSigned(params, app.publicKey)) {
      return invalid('isv.invalid-signature', '验签出错');
    }
    if (params.charset !== 'utf-8' || params.version !== '1.0') {
      return invalid('isv.invalid-parameter', 'charset or version');
    }
    if (certificates && params.app_cert_sn !== certificates.appCertSn) {
      return invalid('isv.invalid-app-cert-sn', '应用公钥证书序列号不匹配');
    }
    if (certificates && params.alipay_root_cert_sn !== certificates.rootCertSn) {
      return invalid('isv.invalid-alipay-root-cert-sn', '支付宝根证书序列号不匹配');
    }
    const skew = Math.abs(fake.now() - alipayInstant(params.timestamp ?? ''));
    if (!(skew <= TIMESTAMP_WINDOW_MS)) return invalid('isv.invalid-timestamp', '非法的时间戳参数');
    return null;
  }

  const fake: FakeAlipay = {
    url: '',
    gateway: '',
    appId: app.appId,
    certificates,
    alipayKeys,
    trades: new Map(),
    refunds: new Map(),
    refundsSettle: 'at-once',
    received: [],
    signing: 'alipay',
    now: () => Date.now(),
    time: alipayTime,
    close: async () => undefined,

    openCashier(pageUrl) {
      const url = new URL(pageUrl);
      if (`${url.origin}${url.pathname}` !== fake.gateway) throw new Error('not the gateway');
      const params = Object.fromEntries(url.searchParams);
      const refused = refusal(params);
      if (refused) throw new Error(`${refused.sub_code}: ${refused.sub_msg}`);
      return openTrade(fake, params);
    },

    pay(outTradeNo) {
      const paying = trade(outTradeNo);
      if (paying.status !== 'WAIT_BUYER_PAY') throw new Error(`trade is ${paying.status}`);
      paying.status = 'TRADE_SUCCESS';
      paying.paidAt = fake.now();
      paying.notifyId = null;
    },

    settleRefunds() {
      for (const refund of fake.refunds.values()) {
        if (refund.settled) continue;
        refund.settled = true;
        refund.settledAt = fake.now();
      }
    },

    dropRefund(outTradeNo, outRequestNo) {
      const key = `${outTradeNo}\n${outRequestNo}`;
      const refund = fake.refunds.get(key);
      if (!refund || refund.settled) throw new Error(`no refund ${outRequestNo} in progress`);
      fake.refunds.delete(key);
      const refunded = trade(outTradeNo);
      refunded.refunded -= refund.amount;
      if (refunded.status === 'TRADE_CLOSED' && refunded.paidAt !== null) {
        refunded.status = 'TRADE_SUCCESS';
      }
    },

    notifyBody(outTradeNo, knobs = {}) {
      const about = trade(outTradeNo);
      const at = knobs.at ?? fake.now();
      const fields = notifyFields(about, app.appId, at, knobs.totalAmount, knobs.sellerId);
      const key = knobs.forged ? stranger.privateKey : alipayKeys.privateKey;
      return new URLSearchParams(signedByAlipay(fields, key)).toString();
    },

    async deliver(outTradeNo, knobs) {
      const body = fake.notifyBody(outTradeNo, knobs);
      const sent = await fetch(trade(outTradeNo).notifyUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body,
      });
      const reply = await sent.text();
      // Only "success" ends the sending: the next change of the trade gets a new notify_id.
      if (reply === 'success') trade(outTradeNo).notifyId = null;
      return { reply, body };
    },

    returnQuery(outTradeNo) {
      const fields = returnFields(trade(outTradeNo), app.appId, fake.now());
      return signedByAlipay(fields, alipayKeys.privateKey);
    },

    returnAddress(outTradeNo) {
      const back = trade(outTradeNo).returnUrl;
      const query = new URLSearchParams(fake.returnQuery(outTradeNo)).toString();
      return `${back}${back.includes('?') ? '&' : '?'}${query}`;
    },
  };

  function answer(params: Record<string, string>) {
    const refused = refusal(params);
    if (refused) return refused;
    let biz: Record<string, unknown>;
    try {
      biz = JSON.parse(params.biz_content ?? '') as Record<string, unknown>;
    } catch {
      return invalid('isv.invalid-parameter', 'biz_content');
    }
    return (
      tradeApi(fake, params.method ?? '', biz) ?? invalid('isv.invalid-method', '不存在的方法名')
    );
  }

  const server = createServer((request, response) => {
    void requestText(request).then((body) => {
      const url = new URL(request.url ?? '/', fake.url);
      const params = {
        ...Object.fromEntries(url.searchParams),
        ...Object.fromEntries(new URLSearchParams(body)),
      };
      fake.received.push(params);
      const method = params.method ?? 'error';
      const found = request.method === 'POST' && url.pathname === '/gateway.do';
      const reply = found ? answer(params) : invalid('isv.invalid-method', 'no such path');
      const key = { alipay: alipayKeys.privateKey, forged: stranger.privateKey, unsigned: null };
      response.writeHead(200, { 'Content-Type': 'application/json;charset=utf-8' });
      const certSn = certificates?.alipayCertSn ?? null;
      response.end(signedAnswer(method, reply, key[fake.signing], certSn));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.gateway = `${fake.url}/gateway.do`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
