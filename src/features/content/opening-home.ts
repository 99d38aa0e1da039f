import type { QueryClient } from '@tanstack/react-query';
import { OPENING_HOME_ELEMENT_ID, type OpeningHome } from '../../../contract/opening-home';
import type { Lang } from '../../lib/lang';
import { homeTemplateQueryOptions } from './api';

/**
 * The home templates that came inside the opening document (the server adds them to `GET /`):
 * stored as the home template query, so the page draws without waiting for the call. Read once;
 * a document in another language than the shopper's, or a damaged one, is ignored.
 */
export function takeOpeningHome(queryClient: QueryClient, lang: Lang): void {
  const element = document.getElementById(OPENING_HOME_ELEMENT_ID);
  if (!element) return;
  element.remove();
  let opening: Partial<OpeningHome>;
  try {
    opening = JSON.parse(element.textContent ?? '') as Partial<OpeningHome>;
  } catch {
    return;
  }
  if (opening.lang !== lang || !Array.isArray(opening.reply?.list)) return;
  queryClient.setQueryData(homeTemplateQueryOptions(lang).queryKey, opening.reply);
}
