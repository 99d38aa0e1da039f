import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { FakeOauth, refusal, type FakeApp, type FakeShopper } from './wechat-api-oauth';
import { requestText } from './http-bodies';

// A local WeChat for the test suite, answering as api.weixin.qq.com's documentation says:
// sign-in codes (wechat-api-oauth.ts), the Official Account's stable access token (normal mode
// hands out the same token while it has more than 5 minutes to live, then a new one while the
// old still works; a forced refresh retires the old at once) and the JS-SDK's jsapi_ticket.
// It counts every call, keeps its own clock, and can be slowed down to let calls overlap.

const TOKEN_LIFE_MS = 7_200_000;
const HANDOVER_MS = 5 * 60_000;

interface Issued {
  value: string;
  appid: string;
  expiresAt: number;
  retired: boolean;
}

export interface FakeWechatApi {
  /** The base of api.weixin.qq.com and of open.weixin.qq.com alike. */
  url: string;
  /** Calls received, by path. */
  calls: Record<string, number>;
  /** Milliseconds every answer waits. */
  delayMs: number;
  advance(ms: number): void;
  now(): number;
  approve(authorizeUrl: string, shopper: FakeShopper): string;
  decline(authorizeUrl: string): string;
  /** As a forced refresh from another system would: every access token handed out stops working. */
  retireAccessTokens(): void;
  /** What wx.config asks WeChat: does this signature stand for this page, with a live ticket? */
  acceptsJsSignature(config: {
    timestamp: number;
    nonce: string;
    url: string;
    signature: string;
  }): boolean;
  close(): Promise<void>;
}

function parsed(text: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export async function startFakeWechatApi(options: {
  apps: FakeApp[];
  /** The host the authorization pages accept in redirect_uri. */
  domain: string;
}): Promise<FakeWechatApi> {
  let offset = 0;
  const clock = () => Date.now() + offset;
  const tokens: Issued[] = [];
  const tickets: Issued[] = [];
  const oauth = new FakeOauth(options.apps, () => fake.url, options.domain, clock);
  const issue = (list: Issued[], appid: string): Issued => {
    const issued = {
      value: randomBytes(24).toString('base64url'),
      appid,
      expiresAt: clock() + TOKEN_LIFE_MS,
      retired: false,
    };
    list.push(issued);
    return issued;
  };
  const live = (list: Issued[], appid: string) =>
    list.filter((t) => t.appid === appid && !t.retired && t.expiresAt > clock());
  const expiresIn = (issued: Issued) => Math.floor((issued.expiresAt - clock()) / 1000);

  function stableToken(method: string, json: Record<string, unknown>) {
    if (method !== 'POST') return refusal(43002, 'require POST method');
    const app = options.apps.find((a) => a.appid === json.appid && a.kind === 'officialAccount');
    if (json.grant_type !== 'client_credential') return refusal(40002, 'invalid grant_type');
    if (!app) return refusal(40013, 'invalid appid');
    if (app.secret !== json.secret) return refusal(40125, 'invalid appsecret');
    const newest = live(tokens, app.appid).at(-1);
    if (json.force_refresh === true) {
      for (const token of live(tokens, app.appid)) token.retired = true;
    } else if (newest && newest.expiresAt - clock() > HANDOVER_MS) {
      return { access_token: newest.value, expires_in: expiresIn(newest) };
    }
    const token = issue(tokens, app.appid);
    return { access_token: token.value, expires_in: expiresIn(token) };
  }

  function ticket(q: Record<string, string>) {
    const token = tokens.find((t) => t.value === q.access_token);
    if (!token || token.retired) {
      return refusal(40001, 'invalid credential, access_token is invalid or not latest');
    }
    if (token.expiresAt <= clock()) return refusal(42001, 'access_token expired');
    if (q.type !== 'jsapi') return refusal(40097, 'invalid args');
    const issued = issue(tickets, token.appid);
    return { errcode: 0, errmsg: 'ok', ticket: issued.value, expires_in: expiresIn(issued) };
  }

  const server = createServer((request, response) => {
    void requestText(request).then(async (text) => {
      const url = new URL(request.url ?? '/', 'http://wechat');
      const q = Object.fromEntries(url.searchParams) as Record<string, string>;
      fake.calls[url.pathname] = (fake.calls[url.pathname] ?? 0) + 1;
      if (fake.delayMs) await sleep(fake.delayMs);
      const method = request.method ?? 'GET';
      const answers: Record<string, () => unknown> = {
        '/sns/oauth2/access_token': () => oauth.accessToken(q),
        '/sns/userinfo': () => oauth.userInfo(q),
        '/cgi-bin/stable_token': () => stableToken(method, parsed(text)),
        '/cgi-bin/ticket/getticket': () => ticket(q),
      };
      const answer = answers[url.pathname];
      response.writeHead(answer ? 200 : 404, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(answer ? answer() : refusal(40066, 'invalid url')));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeWechatApi = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls: {},
    delayMs: 0,
    advance: (ms) => void (offset += ms),
    now: clock,
    approve: (link, shopper) => oauth.approve(link, shopper),
    decline: (link) => oauth.decline(link),
    retireAccessTokens: () => tokens.forEach((token) => (token.retired = true)),
    acceptsJsSignature({ timestamp, nonce, url, signature }) {
      return tickets.some((t) => {
        if (t.expiresAt <= clock()) return false;
        const plain = `jsapi_ticket=${t.value}&noncestr=${nonce}&timestamp=${timestamp}&url=${url}`;
        return createHash('sha1').update(plain).digest('hex') === signature;
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return fake;
}
