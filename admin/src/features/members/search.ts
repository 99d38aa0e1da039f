import * as z from 'zod/mini';
import { laterPage, searchOf, words } from '../../lib/search-fields';

/** The members search, as the address keeps it: the words typed and the page. */
export interface MembersSearch {
  q?: string;
  page?: number;
}

const membersSearch = z.object({ q: words(64), page: laterPage });

/** What of the address's search is the words or the page; anything else, or malformed, is left out. */
export function validateMembersSearch(search: Record<string, unknown>): MembersSearch {
  return searchOf(membersSearch, search);
}
