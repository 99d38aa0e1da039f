import { queryOptions } from '@tanstack/react-query';
import { DOCUMENT_PREVIEW_SEARCH, documentPreviewKey } from '../../../contract/console-documents';
import type { documentList, documentShow, ShopDocument } from '../../../contract/document';
import { ApiError, endpoint } from '../../lib/api-client';
import type { Lang } from '../../lib/lang';
import { browserStore } from '../../lib/safe-storage';

// Public and the same for every shopper: kept per language, asked again after a while.

const fetchDocument = endpoint<typeof documentShow>('api/kc/document/show', 'GET');
const fetchDocumentList = endpoint<typeof documentList>('api/kc/document/list', 'GET');

const FRESH_FOR_MS = 10 * 60_000;

/** Whether this page is the console's preview of a document (in its frame). */
const previewingDocument = () =>
  typeof location !== 'undefined' &&
  `preview=${new URLSearchParams(location.search).get('preview')}` === DOCUMENT_PREVIEW_SEARCH;

/**
 * The text the console's preview left in the tab's session, as the server cleaned it; never
 * persisted (its key is not on the list).
 */
const documentPreviewQueryOptions = (code: string, lang: Lang) =>
  queryOptions({
    queryKey: ['document-preview', code, lang],
    queryFn: (): ShopDocument | null => {
      const kept = browserStore('sessionStorage').getItem(documentPreviewKey(code, lang));
      if (!kept) throw new Error('no preview');
      return JSON.parse(kept) as ShopDocument;
    },
    gcTime: 0,
    retry: false,
  });

/** One document by its code, in the shopper's language (or the console's preview of it). */
export const documentQueryOptions = (code: string, lang: Lang) =>
  previewingDocument() ? documentPreviewQueryOptions(code, lang) : publishedDocument(code, lang);

/** The server's answers for a code no document has (4004) or that is not a code at all (422). */
const NO_SUCH_DOCUMENT = [4004, 422];

const publishedDocument = (code: string, lang: Lang) =>
  queryOptions({
    queryKey: ['documents', 'show', code, lang],
    // An unknown code is an answer, not a hiccup: the page says so, and it is not asked again.
    queryFn: ({ signal }): Promise<ShopDocument | null> =>
      fetchDocument({ code }, { signal }).catch((error: unknown) => {
        if (error instanceof ApiError && NO_SUCH_DOCUMENT.includes(error.code)) return null;
        throw error;
      }),
    staleTime: FRESH_FOR_MS,
    retry: false,
  });

/** The documents centre's list. */
export const documentListQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: ['documents', 'list', lang],
    queryFn: ({ signal }) => fetchDocumentList({}, { signal }),
    select: (reply) => reply.list,
    staleTime: FRESH_FOR_MS,
  });
