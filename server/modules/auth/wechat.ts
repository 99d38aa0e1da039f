import type { Selectable } from 'kysely';
import type { WechatLogin, WechatStatus } from '../../../contract/account';
import { CODE_INVALID_INPUT } from '../../../contract/call';
import type { Db } from '../../db/database';
import type { WechatAuthTable } from '../../db/schema';
import { BusinessError } from '../../lib/errors';
import type { Lang } from '../../lib/lang';
import type { MessageKey } from '../../lib/messages';
import { randomToken } from '../../lib/sessions';
import type { WechatIdentity, WechatMode, WechatProvider } from '../../providers/wechat';
import { loginColumns, signIn } from './members';
import { MINUTE } from './throttle';

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

export async function startWechat(
  db: Db,
  provider: WechatProvider,
  request: { mode: WechatMode; redirect: string | undefined; origin: string },
  now: number,
) {
  if (!provider.configured) throw new BusinessError(CODE_SERVICE_UNAVAILABLE, 'wechatUnavailable');
  const redirect = request.mode === 'inapp' ? (request.redirect ?? '/') : '';
  if (redirect && !isShopPath(redirect)) refuse('wechatRedirectInvalid');
  const state = randomToken(24);
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
    })
    .execute();
  return {
    state,
    url: provider.authorizeUrl(state, request.mode, request.origin),
    expires_at: expiresAt,
  };
}

export async function scanResult(db: Db, state: string, now: number) {
  const row = await db
    .selectFrom('wechat_auth')
    .select(['status', 'expires_at', 'exchanged_at'])
    .where('state', '=', state)
    .executeTakeFirst();
  if (!row) refuse('wechatStateInvalid');
  const over = row.exchanged_at !== null || row.expires_at <= now;
  return { status: (over ? 'expired' : row.status) as WechatStatus };
}

/** A state that is known, live and not used up yet. */
async function liveState(db: Db, state: string, now: number): Promise<AuthRow> {
  const row = await db
    .selectFrom('wechat_auth')
    .selectAll()
    .where('state', '=', state)
    .executeTakeFirst();
  if (!row || row.expires_at <= now) refuse('wechatStateInvalid');
  if (row.exchanged_at !== null) refuse('wechatStateUsed');
  return row;
}

/** An approved state whose identity the shop may act on (for in-app, once its code came back). */
export async function approvedState(db: Db, state: string, now: number) {
  const row = await liveState(db, state, now);
  if (row.status === 'denied') refuse('wechatDenied');
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

/** Signs in the member bound to the WeChat identity, or offers to bind a mobile number. */
async function signInOrOffer(db: Db, state: string, lang: Lang, now: number): Promise<WechatLogin> {
  const row = await approvedState(db, state, now);
  const member = await db
    .selectFrom('member')
    .select(loginColumns)
    .where('wechat_unionid', '=', row.unionid)
    .executeTakeFirst();
  if (!member) return { bound: false, openid: row.openid, nickname: row.nickname, state };
  if (!(await spendState(db, state, now))) refuse('wechatStateUsed');
  await db
    .updateTable('member')
    .set({ wechat_openid: row.openid, updated_at: now })
    .where('id', '=', member.id)
    .execute();
  return { bound: true, openid: row.openid, login: await signIn(db, member, lang, now) };
}

/** The desktop's QR sign-in, once the phone approved it. */
export async function wechatUser(db: Db, state: string, lang: Lang, now: number) {
  const row = await liveState(db, state, now);
  // An in-app state proves itself with its code only (get-user-by-code).
  if (row.mode !== 'qr') refuse('wechatStateMismatch');
  return signInOrOffer(db, state, lang, now);
}

/** In the WeChat browser: exchanges the code its state came back with. */
async function exchange(
  db: Db,
  provider: WechatProvider,
  code: string,
  state: string,
  now: number,
): Promise<WechatIdentity> {
  const row = await liveState(db, state, now);
  if (row.mode !== 'inapp') refuse('wechatStateMismatch');
  const identity = await provider.exchangeCode(code, state, now);
  if (!identity) refuse('wechatCodeInvalid');
  await db
    .updateTable('wechat_auth')
    .set({ status: 'approved', code_hash: null, ...identity })
    .where('state', '=', state)
    .execute();
  return identity;
}

export async function openidByCode(
  db: Db,
  provider: WechatProvider,
  code: string,
  state: string,
  now: number,
) {
  const identity = await exchange(db, provider, code, state, now);
  await spendState(db, state, now);
  return { openid: identity.openid };
}

export async function userByCode(
  db: Db,
  provider: WechatProvider,
  code: string,
  state: string,
  lang: Lang,
  now: number,
) {
  const identity = await exchange(db, provider, code, state, now);
  if (!identity.unionid) refuse('wechatNoUnionid');
  return signInOrOffer(db, state, lang, now);
}
