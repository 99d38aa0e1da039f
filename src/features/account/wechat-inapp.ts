import type { AnyRouter } from '@tanstack/react-router';
import { ApiError } from '../../lib/api-client';
import { sessionStore } from '../../lib/safe-storage';
import { fetchOpenidByCode, fetchWechatUrl } from './api';
import { isWeChatReturnPath } from './paths';
import { accountNotice } from './state';
import { OPENID_KEY, OPENID_REFUSED_KEY, OPENID_STATE_KEY } from './wechat-keys';

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** The search without the authorization's `code` and `state`, which must not stay in the URL. */
export function withoutAuthorization(search: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(search).filter(([key]) => key !== 'code' && key !== 'state'),
  );
}

let busy = false;

/**
 * Spec §2, inside the WeChat browser, after each navigation: without an openid for this session,
 * a `code` and `state` in the query are exchanged for one (and removed from the URL); without
 * them, the page goes to WeChat's authorization page, which comes back here with them. A code
 * the server refuses because another browser asked for it (an address someone sent) sends this
 * tab to WeChat for its own.
 */
async function ensureOpenid(router: AnyRouter): Promise<void> {
  if (busy || sessionStore.getItem(OPENID_KEY) || sessionStore.getItem(OPENID_REFUSED_KEY)) return;
  const { pathname, search, searchStr } = router.state.location;
  // The in-app sign-in's landing page spends its code on signing in, which yields the openid.
  if (isWeChatReturnPath(pathname)) return;
  const query = search as Record<string, unknown>;
  const code = text(query.code);
  const state = text(query.state);
  const here = `${pathname}${router.options.stringifySearch(withoutAuthorization(query))}`;
  busy = true;
  try {
    if (code && state && (await exchanged(router, code, state, here))) return;
    // WeChat adds its own `code` and `state` to the page it comes back to.
    const redirect = code || state ? here : `${pathname}${searchStr}`;
    const asked = await fetchWechatUrl({ mode: 'inapp', redirect });
    sessionStore.setItem(OPENID_STATE_KEY, asked.state);
    window.location.replace(asked.url);
  } catch (error) {
    // Shown as the server says it ('Unionid obtaining exception…'); asking again on every page
    // would only bounce the shopper between the shop and WeChat.
    if (error instanceof ApiError) {
      sessionStore.setItem(OPENID_REFUSED_KEY, '1');
      accountNotice.message = error.message;
    }
  } finally {
    busy = false;
  }
}

/**
 * Exchanges the code for the openid; false when the server refused a state this tab did not
 * send (the tab then asks for its own). A refusal of its own state is the refusal to show.
 */
async function exchanged(router: AnyRouter, code: string, state: string, here: string) {
  try {
    const { openid } = await fetchOpenidByCode({ code, state });
    sessionStore.setItem(OPENID_KEY, openid);
    await router.navigate({ href: here, replace: true });
    return true;
  } catch (error) {
    if (error instanceof ApiError && state !== sessionStore.getItem(OPENID_STATE_KEY)) return false;
    throw error;
  }
}

export function watchWeChatInApp(router: AnyRouter): void {
  router.subscribe('onResolved', () => void ensureOpenid(router));
  if (router.state.status === 'idle') void ensureOpenid(router);
}
