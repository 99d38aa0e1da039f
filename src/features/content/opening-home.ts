import type { QueryClient } from '@tanstack/react-query';
import {
  OPENING_FRAME_ELEMENT_ID,
  OPENING_HOME_ELEMENT_ID,
  type OpeningFrame,
  type OpeningHome,
} from '../../../contract/opening-home';
import type { Lang } from '../../lib/lang';
import { takeOpeningElement } from '../../lib/opening-element';
import { homeTemplateQueryOptions, menusQueryOptions, publishStatusQueryOptions } from './api';
import type { BypassPair } from './model';

/**
 * The home templates that came inside the opening document (the server adds them to `GET /`):
 * stored as the home template query, so the page draws without waiting for the call. Read once;
 * a document in another language than the shopper's, or a damaged one, is ignored.
 */
export function takeOpeningHome(queryClient: QueryClient, lang: Lang): void {
  const opening = takeOpeningElement<OpeningHome>(OPENING_HOME_ELEMENT_ID);
  if (opening?.lang !== lang || !Array.isArray(opening.reply?.list)) return;
  queryClient.setQueryData(homeTemplateQueryOptions(lang).queryKey, opening.reply);
}

/**
 * The frame's menus and the maintenance status that came inside every page's document, stored as
 * their queries so that the first render waits for neither call. The status is a visitor's: a
 * staff member checking the shop with the maintenance pair (`bypass`) still asks the server.
 */
export function takeOpeningFrame(
  queryClient: QueryClient,
  lang: Lang,
  bypass: BypassPair | null,
): void {
  const opening = takeOpeningElement<OpeningFrame>(OPENING_FRAME_ELEMENT_ID);
  if (opening?.lang !== lang || !Array.isArray(opening.menus?.list)) return;
  if (typeof opening.maintenance !== 'boolean') return;
  queryClient.setQueryData(menusQueryOptions(lang).queryKey, opening.menus);
  if (!bypass) {
    queryClient.setQueryData(publishStatusQueryOptions(null).queryKey, opening.maintenance);
  }
}
