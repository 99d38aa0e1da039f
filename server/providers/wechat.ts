import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { digest } from '../lib/sessions';

export type WechatMode = 'qr' | 'inapp';
/** In-app only: `userinfo` asks the shopper's consent and yields the unionid; `base` is silent. */
export type WechatScope = 'base' | 'userinfo';

/** Where WeChat sends the desktop browser back once a QR sign-in was approved or declined. */
export const WECHAT_CALLBACK_PATH = '/api/wechat/callback';

/** One sign-in attempt as the shop starts it. */
export interface WechatAttempt {
  state: string;
  mode: WechatMode;
  /** The shop's public origin. */
  origin: string;
  /** In-app: the shop page WeChat returns to with `code` and `state`. */
  redirect: string;
  scope: WechatScope;
}

/** WeChat could not be reached, or refused the shop itself (its credentials, its limits). */
export class WechatServiceError extends Error {
  constructor(
    message: string,
    /** WeChat's errcode, when it answered with one. */
    readonly errcode: number | null = null,
  ) {
    super(message);
    this.name = 'WechatServiceError';
  }
}

/** Who approved a WeChat sign-in. Some apps are not tied to an open platform: no unionid. */
export interface WechatIdentity {
  openid: string;
  unionid: string | null;
  nickname: string;
}

/**
 * WeChat sign-in. The shop keeps each attempt in `wechat_auth` under a random state; the
 * provider fills in the scan's progress and, once the shopper approves, who they are (the
 * sandbox page does it here; a real service does it through its callback).
 */
export interface WechatProvider {
  readonly configured: boolean;
  /**
   * How a desktop reaches the approval: `qr`, the shop draws the URL as a QR code for the phone
   * and asks how the scan goes; `redirect`, the browser goes to the URL (WeChat's own page shows
   * the QR code) and comes back through WECHAT_CALLBACK_PATH.
   */
  readonly desktop: 'qr' | 'redirect';
  /** Whether this way of signing in is offered (each needs its own WeChat application). */
  offers(mode: WechatMode): boolean;
  /** Where the shopper approves: the QR code's content, or the browser's next page. */
  authorizeUrl(attempt: WechatAttempt): string;
  /**
   * The identity an authorization code of this state stands for; null if it does not (any more).
   * Throws WechatServiceError when WeChat cannot tell.
   */
  exchangeCode(code: string, state: string, now?: number): Promise<WechatIdentity | null>;
}

/** How long an authorization code works once it is issued. */
export const WECHAT_CODE_LIFETIME_MS = 5 * 60_000;

/** A stable sandbox identity for the name typed on the sandbox page. */
export function sandboxIdentity(name: string, withUnionid: boolean): WechatIdentity {
  const nickname = name.trim().slice(0, 32) || 'WeChat user';
  const seed = digest(`sandbox-wechat:${nickname.toLowerCase()}`);
  return {
    openid: `o${seed.slice(0, 27)}`,
    unionid: withUnionid ? `u${seed.slice(27, 54)}` : null,
    nickname,
  };
}

/** The sandbox WeChat: /sandbox/wechat/authorize marks states and issues codes. */
export class SandboxWechat implements WechatProvider {
  readonly configured = true;
  readonly desktop = 'qr';

  constructor(private readonly db: Db) {}

  offers(): boolean {
    return true;
  }

  authorizeUrl({ state, origin }: WechatAttempt): string {
    return `${origin}/sandbox/wechat/authorize?state=${encodeURIComponent(state)}`;
  }

  async exchangeCode(code: string, state: string, now = Date.now()) {
    // Clearing the digest is what makes the code work once, even for two racing requests.
    const row = await this.db
      .updateTable('wechat_auth')
      .set({ code_hash: null })
      .where('state', '=', state)
      .where('code_hash', '=', digest(code))
      .where('code_expires_at', '>', now)
      .returning(['openid', 'unionid', 'nickname'])
      .executeTakeFirst();
    if (!row?.openid) return null;
    return { openid: row.openid, unionid: row.unionid, nickname: row.nickname };
  }

  /** The phone opened the authorization page. */
  async markScanned(state: string, now = Date.now()): Promise<void> {
    await this.db
      .updateTable('wechat_auth')
      .set({ status: 'scanned' })
      .where('state', '=', state)
      .where('status', '=', 'waiting')
      .where('expires_at', '>', now)
      .execute();
  }

  /** The shopper approved: the code goes back to an in-app page; null when it is too late. */
  async approve(state: string, identity: WechatIdentity, now = Date.now()) {
    const code = randomBytes(16).toString('hex');
    const row = await this.db
      .updateTable('wechat_auth')
      .set({
        status: 'approved',
        openid: identity.openid,
        unionid: identity.unionid,
        nickname: identity.nickname,
        code_hash: digest(code),
        code_expires_at: now + WECHAT_CODE_LIFETIME_MS,
      })
      .where('state', '=', state)
      .where('status', 'in', ['waiting', 'scanned'])
      .where('expires_at', '>', now)
      .returning(['mode', 'redirect_uri'])
      .executeTakeFirst();
    if (!row) return null;
    return { mode: row.mode as WechatMode, redirect: row.redirect_uri, code };
  }

  async deny(state: string, now = Date.now()): Promise<boolean> {
    const result = await this.db
      .updateTable('wechat_auth')
      .set({ status: 'denied' })
      .where('state', '=', state)
      .where('status', 'in', ['waiting', 'scanned'])
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}

/** The sandbox is off and no real WeChat application is configured. */
export class UnconfiguredWechat implements WechatProvider {
  readonly configured = false;
  readonly desktop = 'qr';

  offers(): boolean {
    return false;
  }

  authorizeUrl(): string {
    throw new Error('No WeChat application is configured');
  }

  async exchangeCode(): Promise<null> {
    return null;
  }
}
