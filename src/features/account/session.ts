import type { QueryClient } from '@tanstack/react-query';
import type { LoginReply } from '../../../contract/account';
import { deleteCookie, writeCookie } from '../../lib/cookies';
import { forgetLastSeen } from '../../lib/last-seen';
import { PERSONAL_QUERY_KEY } from '../../lib/query-client';
import { userState } from './state';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec §3: the userInfo cookie holds the access token, which every call sends (spec §6). */
export function saveSession(reply: LoginReply, now = Date.now()): void {
  const userInfo = { access_token: reply.access_token };
  writeCookie('userInfo', JSON.stringify(userInfo), Math.max(0, reply.expires_at - now) / DAY_MS);
  userState.userInfo = userInfo;
}

/**
 * Forgets the member on this device (signing out, a -1 reply): the cookie, every personal query
 * and the copies kept as last seen go.
 */
export function forgetSession(queryClient: QueryClient): void {
  deleteCookie('userInfo');
  userState.userInfo = null;
  queryClient.removeQueries({ queryKey: PERSONAL_QUERY_KEY });
  void forgetLastSeen();
}

/**
 * Keeps a fresh session and lets every personal query on screen ask again as the member (one
 * that failed with "login needed" a moment ago included). Copies kept as last seen under an
 * earlier session, perhaps another member's, go.
 */
export function completeSignIn(queryClient: QueryClient, reply: LoginReply): void {
  void forgetLastSeen();
  saveSession(reply);
  void queryClient.invalidateQueries({ queryKey: PERSONAL_QUERY_KEY });
}
