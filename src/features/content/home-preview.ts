import type { CallReply } from '../../../contract/call';
import type { homeTemplate } from '../../../contract/content';
import type { Lang } from '../../lib/lang';

/**
 * The home page's draft, read with the staff's own session from the console's call: only staff
 * who may edit the content see it. Loaded only by the console's preview, never by a shopper's page.
 */
export async function fetchHomePreview(lang: Lang, signal: AbortSignal) {
  const response = await fetch('/admin/api/content/home/preview', {
    headers: { Accept: 'application/json', Language: lang },
    cache: 'no-store',
    signal,
  });
  const reply = (await response.json()) as {
    code: number | string;
    data: CallReply<typeof homeTemplate>;
    msg: string;
  };
  if (!response.ok || reply.code !== 0) throw new Error(reply.msg);
  return reply.data;
}
