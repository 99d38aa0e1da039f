import type { CallReply } from '../../../contract/call';
import type { homeTemplate } from '../../../contract/content';
import { apiRequest, type ShopRequestConfig } from '../../lib/api-client';
import type { Lang } from '../../lib/lang';

/**
 * The home page's draft, read with the staff's own session from the console's call: only staff
 * who may edit the content see it. Loaded only by the console's preview, never by a shopper's page.
 *
 * The shop's own page draws the draft (rather than a copy of it in the console) so that the
 * preview is what shoppers will see, from the same code. It goes through the shop's one client
 * (its timeout, language and reading of the reply's envelope) with the console's address, as a
 * call that never opens the shopper's sign-in: a refused staff session is the console's to
 * answer, and the reply is never kept (the server says no-store, the query is not persisted).
 */
export async function fetchHomePreview(lang: Lang, signal: AbortSignal) {
  const config: ShopRequestConfig = {
    baseURL: '/admin/api',
    url: 'content/home/preview',
    method: 'GET',
    headers: { Accept: 'application/json', language: lang },
    signal,
    noLogin: true,
    r: 'admin/content/home/preview',
  };
  const response = await apiRequest<{ data: CallReply<typeof homeTemplate> }>(config);
  return response.data.data;
}
