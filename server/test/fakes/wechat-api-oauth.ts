import { createHash, randomBytes } from 'node:crypto';

// WeChat's sign-in as its documentation describes it, for the local WeChat of the test suite:
// the authorization pages (the website application's qrconnect, the Official Account's
// oauth2/authorize) as a helper that approves or declines the way a shopper's phone would, and
// the code exchange and profile calls of api.weixin.qq.com (/sns/…).

export interface FakeApp {
  appid: string;
  secret: string;
  kind: 'website' | 'officialAccount';
}

/** Who approves on the phone, and what WeChat knows of them for this application. */
export interface FakeShopper {
  nickname: string;
  /** False: the application is not bound to an Open Platform account, WeChat gives no unionid. */
  withUnionid?: boolean;
  /** A visitor of a snapshot page: WeChat hands out a stand-in account (is_snapshotuser). */
  snapshot?: boolean;
}

interface IssuedCode {
  appid: string;
  scope: string;
  shopper: FakeShopper;
  expiresAt: number;
  used: boolean;
}

type Answer = Record<string, unknown>;

/** WeChat's refusal, errmsg followed by a request id as WeChat writes it. */
export function refusal(errcode: number, errmsg: string): Answer {
  return { errcode, errmsg: `${errmsg}, rid: ${randomBytes(4).toString('hex')}` };
}

const hashed = (text: string) => createHash('sha256').update(text).digest('base64url');

/** The openid is per application; the unionid is one person's across an Open Platform account. */
export function fakeIdentity(appid: string, nickname: string) {
  return {
    openid: `o${hashed(`${appid}:${nickname}`).slice(0, 27)}`,
    unionid: `o${hashed(`union:${nickname}`).slice(0, 27)}`,
  };
}

/** The documented order: WeChat matches the link strictly and refuses any other. */
const PARAMETER_ORDER = ['appid', 'redirect_uri', 'response_type', 'scope', 'state'];
const PAGES = {
  '/connect/qrconnect': { kind: 'website', scopes: ['snsapi_login'], codeLifeMs: 10 * 60_000 },
  '/connect/oauth2/authorize': {
    kind: 'officialAccount',
    scopes: ['snsapi_base', 'snsapi_userinfo'],
    codeLifeMs: 5 * 60_000,
  },
} as const;

export class FakeOauth {
  private readonly codes = new Map<string, IssuedCode>();
  private readonly userTokens = new Map<
    string,
    { appid: string; openid: string; scope: string; shopper: FakeShopper }
  >();

  constructor(
    private readonly apps: FakeApp[],
    private readonly openUrl: () => string,
    /** The host WeChat accepts in redirect_uri (the registered callback domain). */
    private readonly domain: string,
    private readonly clock: () => number,
  ) {}

  /** What WeChat's page does with the shop's link: an Error names what it would show instead. */
  private read(link: string) {
    const url = new URL(link);
    const page = PAGES[url.pathname as keyof typeof PAGES];
    if (`${url.origin}` !== this.openUrl() || !page) throw new Error(`not a WeChat page: ${link}`);
    if (url.hash !== '#wechat_redirect') throw new Error('the link must end with #wechat_redirect');
    if ([...url.searchParams.keys()].join() !== PARAMETER_ORDER.join()) {
      throw new Error(`parameters out of order: ${[...url.searchParams.keys()].join()}`);
    }
    const q = Object.fromEntries(url.searchParams) as Record<string, string>;
    const app = this.apps.find((a) => a.appid === q.appid && a.kind === page.kind);
    if (!app) throw new Error('appid 参数错误');
    if (q.response_type !== 'code') throw new Error('response_type 参数错误');
    if (!(page.scopes as readonly string[]).includes(q.scope ?? ''))
      throw new Error('scope 参数错误');
    if (!/^[a-zA-Z0-9]{0,128}$/.test(q.state ?? '')) throw new Error('state 参数错误');
    const back = new URL(q.redirect_uri ?? '');
    if (back.host !== this.domain) throw new Error('redirect_uri 参数错误');
    return { app, back, scope: q.scope ?? '', state: q.state ?? '', codeLifeMs: page.codeLifeMs };
  }

  /** The shopper approved: where WeChat sends the browser, with a code and the state. */
  approve(link: string, shopper: FakeShopper): string {
    const { app, back, scope, state, codeLifeMs } = this.read(link);
    const code = randomBytes(16).toString('hex');
    const expiresAt = this.clock() + codeLifeMs;
    this.codes.set(code, { appid: app.appid, scope, shopper, expiresAt, used: false });
    back.searchParams.append('code', code);
    back.searchParams.append('state', state);
    return back.toString();
  }

  /** The shopper declined on the phone: back with the state alone. */
  decline(link: string): string {
    const { back, state } = this.read(link);
    back.searchParams.append('state', state);
    return back.toString();
  }

  /** GET /sns/oauth2/access_token */
  accessToken(q: Record<string, string>): Answer {
    const app = this.apps.find((a) => a.appid === q.appid);
    if (!app) return refusal(40013, 'invalid appid');
    if (app.secret !== q.secret) return refusal(40125, 'invalid appsecret');
    if (q.grant_type !== 'authorization_code') return refusal(40002, 'invalid grant_type');
    if (!q.code) return refusal(41008, 'missing code');
    const issued = this.codes.get(q.code);
    if (!issued || issued.appid !== app.appid || issued.expiresAt <= this.clock()) {
      return refusal(40029, 'invalid code');
    }
    if (issued.used) return refusal(40163, 'code been used');
    issued.used = true;
    const { shopper, scope } = issued;
    const { openid, unionid } = fakeIdentity(
      app.appid,
      shopper.snapshot ? `snapshot:${shopper.nickname}` : shopper.nickname,
    );
    const accessToken = randomBytes(24).toString('base64url');
    this.userTokens.set(accessToken, { appid: app.appid, openid, scope, shopper });
    // The Official Account's answer carries the unionid for snsapi_userinfo only.
    const withUnionid = shopper.withUnionid !== false && scope !== 'snsapi_base';
    return {
      access_token: accessToken,
      expires_in: 7200,
      refresh_token: randomBytes(24).toString('base64url'),
      openid,
      scope,
      ...(withUnionid ? { unionid } : {}),
      ...(shopper.snapshot ? { is_snapshotuser: 1 } : {}),
    };
  }

  /** GET /sns/userinfo */
  userInfo(q: Record<string, string>): Answer {
    const token = this.userTokens.get(q.access_token ?? '');
    if (!token) return refusal(40001, 'invalid credential, access_token is invalid or not latest');
    if (token.openid !== q.openid) return refusal(40003, 'invalid openid');
    if (token.scope === 'snsapi_base') return refusal(48001, 'api unauthorized');
    const { unionid } = fakeIdentity(token.appid, token.shopper.nickname);
    return {
      openid: token.openid,
      nickname: token.shopper.nickname,
      sex: 0,
      province: '',
      city: '',
      country: '',
      headimgurl: '',
      privilege: [],
      ...(token.shopper.withUnionid === false ? {} : { unionid }),
    };
  }
}
