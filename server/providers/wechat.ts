import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { digest } from '../lib/sessions';

export type WechatMode = 'qr' | 'inapp';

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
  /** Where the shopper approves: the QR code's content, or the in-app browser's next page. */
  authorizeUrl(state: string, mode: WechatMode, origin: string): string;
  /** The identity an authorization code of this state stands for; null if it does not (any more). */
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

  constructor(private readonly db: Db) {}

  authorizeUrl(state: string, _mode: WechatMode, origin: string): string {
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

  authorizeUrl(): string {
    throw new Error('No WeChat application is configured');
  }

  async exchangeCode(): Promise<null> {
    return null;
  }
}
