import type { AnyRouter } from '@tanstack/react-router';
import { ApiError } from '../../lib/api-client';
import { sessionStore } from '../../lib/safe-storage';
import { fetchOpenidByCode, fetchWechatUrl } from './api';
import { WXAUTH_PATH } from './paths';
import { accountNotice } from './state';
import { OPENID_KEY, OPENID_REFUSED_KEY } from './wechat-keys';

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
 * them, the page goes to WeChat's authorization page, which comes back here with them.
 */
async function ensureOpenid(router: AnyRouter): Promise<void> {
  if (busy || sessionStore.getItem(OPENID_KEY) || sessionStore.getItem(OPENID_REFUSED_KEY)) return;
  const { pathname, search, searchStr } = router.state.location;
  // The in-app sign-in's landing page spends its code on signing in, which yields the openid.
  if (pathname.startsWith(WXAUTH_PATH)) return;
  const query = search as Record<string, unknown>;
  const code = text(query.code);
  const state = text(query.state);
  busy = true;
  try {
    if (code && state) {
      const { openid } = await fetchOpenidByCode({ code, state });
      sessionStore.setItem(OPENID_KEY, openid);
      const href = `${pathname}${router.options.stringifySearch(withoutAuthorization(query))}`;
      await router.navigate({ href, replace: true });
    } else {
      const { url } = await fetchWechatUrl({ mode: 'inapp', redirect: `${pathname}${searchStr}` });
      window.location.replace(url);
    }
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

export function watchWeChatInApp(router: AnyRouter): void {
  router.subscribe('onResolved', () => void ensureOpenid(router));
  if (router.state.status === 'idle') void ensureOpenid(router);
}
