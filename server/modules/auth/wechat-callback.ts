import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import {
  WECHAT_CALLBACK_PATH,
  WechatServiceError,
  type WechatProvider,
} from '../../providers/wechat';
import { recordIdentity } from './wechat';
import { heldSecret, isStartingBrowser } from './wechat-browser';

// The desktop's real WeChat sign-in: WeChat's QR page sends the browser to WECHAT_CALLBACK_PATH
// with `code` and `state` once the phone approved (with `state` alone when it declined). The
// code is exchanged here, server-side; the browser then goes on to the shop's sign-in page,
// which signs in (or offers to bind a mobile number) through get-wechat-user with that state,
// as the sandbox's QR flow does. Only the browser that started the sign-in gets its code
// exchanged: the address opened anywhere else (a link sent to someone) changes nothing.

/** The shop page the browser comes back to (the client's WXAUTH_PATH). */
export const WECHAT_RETURN_PAGE = '/mobile/login/wxbind/wxAuth';

/** A state as the shop issues it, and a code as WeChat hands it out. */
const STATE = /^[\w-]{8,64}$/;
const CODE = /^[\w-]{1,128}$/;

function param(query: unknown, name: string): string {
  const value = (query as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' ? value : '';
}

/** Ends a QR sign-in still waiting for WeChat: get-wechat-user tells the shopper why. */
async function settle(db: Db, state: string, status: 'denied' | 'failed' | 'unavailable') {
  await db
    .updateTable('wechat_auth')
    .set({ status })
    .where('state', '=', state)
    .where('status', 'in', ['waiting', 'scanned'])
    .execute();
}

/**
 * Takes WeChat's answer to a QR sign-in: only for a state the shop issued for a QR sign-in,
 * live, still waiting and brought by the browser that started it (a code for any other state,
 * or from any other browser, is never sent to WeChat).
 */
export async function finishQrSignIn(
  db: Db,
  provider: WechatProvider,
  code: string,
  state: string,
  browser: string | null,
  now: number,
): Promise<void> {
  const row = await db
    .selectFrom('wechat_auth')
    .select(['mode', 'status', 'expires_at', 'exchanged_at', 'browser_hash'])
    .where('state', '=', state)
    .executeTakeFirst();
  if (!row || !isStartingBrowser(row.browser_hash, browser)) return;
  if (row.mode !== 'qr' || row.expires_at <= now || row.exchanged_at !== null) return;
  if (row.status !== 'waiting' && row.status !== 'scanned') return;
  if (!code) return settle(db, state, 'denied');
  if (!CODE.test(code)) return settle(db, state, 'failed');
  let identity;
  try {
    identity = await provider.exchangeCode(code, state, now);
  } catch (error) {
    if (error instanceof WechatServiceError) await settle(db, state, 'unavailable');
    throw error;
  }
  if (!identity) return settle(db, state, 'failed');
  await recordIdentity(db, state, identity);
}

/** GET WECHAT_CALLBACK_PATH, for a provider whose desktop sign-in goes through WeChat's page. */
export function wechatCallbackRoute(
  app: FastifyInstance,
  db: Db,
  provider: WechatProvider,
  publicUrl: string,
  clock: Clock,
): void {
  if (provider.desktop !== 'redirect') return;
  app.get(WECHAT_CALLBACK_PATH, async (request, reply) => {
    const state = param(request.query, 'state');
    const code = param(request.query, 'code');
    const known = STATE.test(state);
    if (known) {
      try {
        const browser = heldSecret(request.headers, publicUrl);
        await finishQrSignIn(db, provider, code, state, browser, clock());
      } catch (error) {
        request.log.error({ err: error }, 'WeChat sign-in callback failed');
      }
    }
    // A fixed page of the shop: nothing in the request chooses where the browser goes. Another
    // browser's page goes no further with the state (it is not the one its tab sent) and offers
    // a sign-in of its own.
    const page = known ? `${WECHAT_RETURN_PAGE}?state=${state}` : WECHAT_RETURN_PAGE;
    return reply.header('cache-control', 'no-store').redirect(page, 303);
  });
}
