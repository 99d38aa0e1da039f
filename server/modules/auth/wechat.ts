import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Selectable } from 'kysely';
import type { WechatLogin, WechatStatus } from '../../../contract/account';
import { CODE_INVALID_INPUT } from '../../../contract/call';
import type { Db } from '../../db/database';
import type { WechatAuthTable } from '../../db/schema';
import { BusinessError } from '../../errors';
import type { Lang } from '../../lib/lang';
import type { MessageKey } from '../../messages';
import {
  WechatServiceError,
  type WechatIdentity,
  type WechatMode,
  type WechatProvider,
  type WechatScope,
} from '../../providers/wechat';
import { loginColumns, signIn } from './members';
import { MINUTE } from './throttle';
import { isStartingBrowser } from './wechat-browser';

export const WECHAT_STATE_LIFETIME_MS = 10 * MINUTE;
const CODE_SERVICE_UNAVAILABLE = 503;

type AuthRow = Selectable<WechatAuthTable>;

export function refuse(key: MessageKey): never {
  throw new BusinessError(CODE_INVALID_INPUT, key);
}

/** A shop path to come back to: one leading slash, never a way to another site. */
export function isShopPath(path: string): boolean {
  return /^\/(?![/\\])[^\\\s]*$/.test(path);
}

function unavailable(): never {
  throw new BusinessError(CODE_SERVICE_UNAVAILABLE, 'wechatUnavailable');
}

/**
 * A call that asks WeChat: its outage, or its refusal of the shop's own credentials, is logged,
 * and the shopper told that signing in with WeChat is not available now.
 */
export async function askingWechat<T>(log: FastifyBaseLogger, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof WechatServiceError)) throw error;
    log.error({ err: error }, 'WeChat sign-in failed');
    unavailable();
  }
}

export async function startWechat(
  db: Db,
  provider: WechatProvider,
  request: {
    mode: WechatMode;
    redirect: string | undefined;
    scope: WechatScope;
    origin: string;
    /** The digest of the secret the starting browser holds (wechat-browser.ts). */
    browserHash: string;
  },
  now: number,
) {
  if (!provider.offers(request.mode)) unavailable();
  const redirect = request.mode === 'inapp' ? (request.redirect ?? '/') : '';
  if (redirect && !isShopPath(redirect)) refuse('wechatRedirectInvalid');
  // WeChat documents a state of letters and digits only.
  const state = randomBytes(24).toString('hex');
  const expiresAt = now + WECHAT_STATE_LIFETIME_MS;
  await db
    .insertInto('wechat_auth')
    .values({
      state,
      mode: request.mode,
      status: 'waiting',
      redirect_uri: redirect,
      created_at: now,
      expires_at: expiresAt,
      browser_hash: request.browserHash,
    })
    .execute();
  return {
    state,
    url: provider.authorizeUrl({ ...request, state, redirect }),
    expires_at: expiresAt,
    kind: request.mode === 'qr' ? provider.desktop : 'redirect',
  };
}

/** What the desktop's polling sees of the states a code exchange passes through. */
const SHOWN_STATUS: Record<string, WechatStatus> = {
  exchanging: 'scanned',
  failed: 'expired',
  unavailable: 'expired',
};

/**
 * The row of a state the shop issued, for the browser that started it: another browser (one a
 * link brought here) is told the sign-in has expired, and learns nothing more of it.
 */
async function ownState(db: Db, state: string, browser: string | null): Promise<AuthRow> {
  const row = await db
    .selectFrom('wechat_auth')
    .selectAll()
    .where('state', '=', state)
    .executeTakeFirst();
  if (!row) refuse('wechatStateInvalid');
  if (!isStartingBrowser(row.browser_hash, browser)) refuse('wechatOtherBrowser');
  return row;
}

export async function scanResult(db: Db, state: string, browser: string | null, now: number) {
  const row = await ownState(db, state, browser);
  const over = row.exchanged_at !== null || row.expires_at <= now;
  return { status: over ? 'expired' : (SHOWN_STATUS[row.status] ?? (row.status as WechatStatus)) };
}

/** A state of this browser's, live and not used up yet. */
async function liveState(
  db: Db,
  state: string,
  browser: string | null,
  now: number,
): Promise<AuthRow> {
  const row = await ownState(db, state, browser);
  if (row.expires_at <= now) refuse('wechatStateInvalid');
  if (row.exchanged_at !== null) refuse('wechatStateUsed');
  return row;
}

/** An approved state whose identity the shop may act on (for in-app, once its code came back). */
export async function approvedState(db: Db, state: string, browser: string | null, now: number) {
  const row = await liveState(db, state, browser, now);
  if (row.status === 'denied') refuse('wechatDenied');
  if (row.status === 'failed') refuse('wechatCodeInvalid');
  if (row.status === 'unavailable') unavailable();
  const proven = row.mode === 'qr' || row.code_hash === null;
  if (row.status !== 'approved' || !row.openid || !proven) refuse('wechatNotApproved');
  if (!row.unionid) refuse('wechatNoUnionid');
  return { ...row, openid: row.openid, unionid: row.unionid };
}

/** Uses a state up, once; false when another request already did. */
export async function spendState(db: Db, state: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('wechat_auth')
    .set({ status: 'exchanged', exchanged_at: now })
    .where('state', '=', state)
    .where('exchanged_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The openid WeChat Pay's in-app payment asks for: the Official Account's, which only a sign-in
 * inside WeChat gives (a desktop QR sign-in's openid is the website application's).
 */
export function paymentOpenid(row: { mode: string; openid: string }) {
  return row.mode === 'inapp' ? { wechat_openid: row.openid } : {};
}

/** Signs in the member bound to the WeChat identity, or offers to bind a mobile number. */
async function signInOrOffer(
  db: Db,
  state: string,
  browser: string | null,
  lang: Lang,
  now: number,
): Promise<WechatLogin> {
  const row = await approvedState(db, state, browser, now);
  const member = await db
    .selectFrom('member')
    .select(loginColumns)
    .where('wechat_unionid', '=', row.unionid)
    .executeTakeFirst();
  if (!member) return { bound: false, openid: row.openid, nickname: row.nickname, state };
  if (!(await spendState(db, state, now))) refuse('wechatStateUsed');
  await db
    .updateTable('member')
    .set({ ...paymentOpenid(row), updated_at: now })
    .where('id', '=', member.id)
    .execute();
  return { bound: true, openid: row.openid, login: await signIn(db, member, lang, now) };
}

/** The desktop's QR sign-in, once the phone approved it. */
export async function wechatUser(
  db: Db,
  state: string,
  browser: string | null,
  lang: Lang,
  now: number,
) {
  const row = await liveState(db, state, browser, now);
  // An in-app state proves itself with its code only (get-user-by-code).
  if (row.mode !== 'qr') refuse('wechatStateMismatch');
  return signInOrOffer(db, state, browser, lang, now);
}

/** The identity WeChat vouched for: the state is approved (its code, if any, is spent). */
export async function recordIdentity(db: Db, state: string, identity: WechatIdentity) {
  await db
    .updateTable('wechat_auth')
    .set({ status: 'approved', code_hash: null, ...identity })
    .where('state', '=', state)
    .execute();
}

/** In the WeChat browser: exchanges the code its state came back with. */
async function exchange(
  db: Db,
  provider: WechatProvider,
  code: string,
  state: string,
  browser: string | null,
  now: number,
): Promise<WechatIdentity> {
  // Checked before WeChat is asked: another browser's code stays unspent for its own.
  const row = await liveState(db, state, browser, now);
  if (row.mode !== 'inapp') refuse('wechatStateMismatch');
  const identity = await provider.exchangeCode(code, state, now);
  if (!identity) refuse('wechatCodeInvalid');
  await recordIdentity(db, state, identity);
  return identity;
}

export async function openidByCode(
  db: Db,
  provider: WechatProvider,
  code: string,
  state: string,
  browser: string | null,
  now: number,
) {
  const identity = await exchange(db, provider, code, state, browser, now);
  await spendState(db, state, now);
  return { openid: identity.openid };
}

export async function userByCode(
  db: Db,
  provider: WechatProvider,
  code: string,
  state: string,
  browser: string | null,
  lang: Lang,
  now: number,
) {
  const identity = await exchange(db, provider, code, state, browser, now);
  if (!identity.unionid) refuse('wechatNoUnionid');
  return signInOrOffer(db, state, browser, lang, now);
}
