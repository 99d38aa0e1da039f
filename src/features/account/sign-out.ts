import type { QueryClient } from '@tanstack/react-query';
import { accessToken } from '../../lib/api-client';
import { forgetMemberStorage } from '../../lib/member-storage';
import { sessionStore } from '../../lib/safe-storage';
import { pendingLogouts } from './pending-logout';
import { RETURN_PAGE_KEY } from './return-page';
import { forgetSession } from './session';

/**
 * Signs the member out. The device forgets them at once, network or not: the session cookie,
 * every personal query, the copies kept as last seen, and what their visit left in local and
 * session storage. The server then ends the session, now or, offline, when the network returns
 * (pending-logout.ts), so that the next user of the device never finds the member signed in and
 * the session cannot be used again from elsewhere.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  const token = accessToken();
  // Kept before the cookie goes, so that a reload in between cannot lose the session to end.
  if (token) pendingLogouts.add(token);
  forgetSession(queryClient);
  forgetMemberStorage();
  sessionStore.removeItem(RETURN_PAGE_KEY);
  await pendingLogouts.send();
}
