import type { QueryClient } from '@tanstack/react-query';
import type { Lang } from '../../lib/lang';
import { documentListQueryOptions, documentQueryOptions } from './api';
import { DOCUMENT_PAGES, type DocumentPageName } from './pages';
import type { DocumentSearch } from './search-params';

/** The code of the document a page shows: its own name, or richText's `code`. */
export function documentCodeOf(page: DocumentPageName, search: DocumentSearch): string | null {
  const kind = DOCUMENT_PAGES[page];
  if (kind === 'policy' || kind === 'questions') return page;
  if (kind === 'richText') return search.code ?? null;
  return null;
}

/** Warms the page's data; a failure (or an unknown code) shows on the page itself. */
export async function loadDocumentData(
  queryClient: QueryClient,
  lang: Lang,
  page: DocumentPageName,
  search: DocumentSearch,
): Promise<void> {
  const code = documentCodeOf(page, search);
  if (code) {
    await queryClient.ensureQueryData(documentQueryOptions(code, lang)).catch(() => undefined);
  } else if (DOCUMENT_PAGES[page] === 'centre') {
    await queryClient.ensureQueryData(documentListQueryOptions(lang)).catch(() => undefined);
  }
}
