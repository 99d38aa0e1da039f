import type { Db } from '../../db/database';
import {
  WECHAT_CALLBACK_PATH,
  WechatServiceError,
  type WechatAttempt,
  type WechatIdentity,
  type WechatMode,
  type WechatProvider,
} from '../wechat';
import { WechatApi, refusalOf, text } from './api';
import type { WechatLoginSettings } from './settings';

// Real WeChat sign-in. On a desktop, WeChat's own page (qrconnect, scope snsapi_login) shows the
// QR code and sends the browser back to the shop's callback; inside WeChat, the Official
// Account's authorization page (snsapi_base, silent, for the openid; snsapi_userinfo, with the
// shopper's consent, where the unionid is needed) returns to the page that asked. Either way the
// code is exchanged here, server-side, with the application's secret.

/** Refusals of the code itself: the attempt is over, nothing is wrong with the shop. */
const CODE_REFUSALS = new Set([
  40029, // invalid code (unknown, expired or of another application)
  40163, // code been used
  41008, // missing code
]);

const TOKEN_PATH = '/sns/oauth2/access_token';
const NICKNAME_LENGTH = 64;

export class WechatLogin implements WechatProvider {
  readonly configured = true;
  readonly desktop = 'redirect';

  constructor(
    private readonly db: Db,
    private readonly settings: WechatLoginSettings,
    private readonly api = new WechatApi(settings.apiBaseUrl),
  ) {}

  private appFor(mode: WechatMode) {
    return mode === 'qr' ? this.settings.website : this.settings.officialAccount;
  }

  offers(mode: WechatMode): boolean {
    return this.appFor(mode) !== null;
  }

  /** WeChat matches the parameters in this order, and only this order, before #wechat_redirect. */
  authorizeUrl(attempt: WechatAttempt): string {
    const app = this.appFor(attempt.mode);
    if (!app)
      throw new Error(`No WeChat application is configured for the ${attempt.mode} sign-in`);
    const qr = attempt.mode === 'qr';
    const query = new URLSearchParams({
      appid: app.appid,
      redirect_uri: `${attempt.origin}${qr ? WECHAT_CALLBACK_PATH : attempt.redirect}`,
      response_type: 'code',
      scope: qr ? 'snsapi_login' : `snsapi_${attempt.scope}`,
      state: attempt.state,
    });
    const page = qr ? '/connect/qrconnect' : '/connect/oauth2/authorize';
    return `${this.settings.openBaseUrl}${page}?${query.toString()}#wechat_redirect`;
  }

  /**
   * A state waiting for its code is claimed first: of two requests with the same code, only one
   * asks WeChat. A failed exchange gives the state back.
   */
  async exchangeCode(code: string, state: string, now = Date.now()) {
    const claim = await this.db
      .updateTable('wechat_auth')
      .set({ status: 'exchanging' })
      .where('state', '=', state)
      .where('status', 'in', ['waiting', 'scanned'])
      .where('expires_at', '>', now)
      .where('exchanged_at', 'is', null)
      .returning('mode')
      .executeTakeFirst();
    if (!claim) return null;
    let identity: WechatIdentity | null = null;
    try {
      identity = await this.identify(claim.mode as WechatMode, code);
      return identity;
    } finally {
      if (!identity) {
        await this.db
          .updateTable('wechat_auth')
          .set({ status: 'waiting' })
          .where('state', '=', state)
          .where('status', '=', 'exchanging')
          .execute();
      }
    }
  }

  private async identify(mode: WechatMode, code: string): Promise<WechatIdentity | null> {
    const app = this.appFor(mode);
    if (!app) return null;
    const token = await this.api.get(TOKEN_PATH, {
      appid: app.appid,
      secret: app.secret,
      code,
      grant_type: 'authorization_code',
    });
    const refusal = refusalOf(token);
    if (refusal) {
      if (CODE_REFUSALS.has(refusal.errcode)) return null;
      throw WechatApi.failure(TOKEN_PATH, refusal);
    }
    const openid = text(token, 'openid');
    // A snapshot page's visitor is a stand-in account WeChat makes up, not the shopper.
    if (!openid || token.is_snapshotuser === 1) return null;
    const identity = { openid, unionid: text(token, 'unionid') || null, nickname: '' };
    const scopes = text(token, 'scope').split(',');
    if (!scopes.includes('snsapi_login') && !scopes.includes('snsapi_userinfo')) return identity;
    const profile = await this.profile(text(token, 'access_token'), openid);
    return {
      openid,
      unionid: profile?.unionid || identity.unionid,
      nickname: (profile?.nickname ?? '').slice(0, NICKNAME_LENGTH),
    };
  }

  /** The nickname, and the unionid when the application is bound to an Open Platform account. */
  private async profile(accessToken: string, openid: string) {
    try {
      const info = await this.api.get('/sns/userinfo', {
        access_token: accessToken,
        openid,
        lang: 'zh_CN',
      });
      if (refusalOf(info) || text(info, 'openid') !== openid) return null;
      return { nickname: text(info, 'nickname'), unionid: text(info, 'unionid') };
    } catch (error) {
      // The code is spent and the openid known: a sign-in without a nickname still works.
      if (error instanceof WechatServiceError) return null;
      throw error;
    }
  }
}
