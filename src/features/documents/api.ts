import { queryOptions } from '@tanstack/react-query';
import type { documentList, documentShow } from '../../../contract/document';
import { endpoint } from '../../lib/api-client';
import type { Lang } from '../../lib/lang';

// Public and the same for every shopper: kept per language, asked again after a while.

const fetchDocument = endpoint<typeof documentShow>('api/kc/document/show', 'GET');
const fetchDocumentList = endpoint<typeof documentList>('api/kc/document/list', 'GET');

const FRESH_FOR_MS = 10 * 60_000;

/** One document by its code, in the shopper's language. */
export const documentQueryOptions = (code: string, lang: Lang) =>
  queryOptions({
    queryKey: ['documents', 'show', code, lang],
    queryFn: ({ signal }) => fetchDocument({ code }, { signal }),
    staleTime: FRESH_FOR_MS,
    // An unknown code is an answer, not a hiccup: it is not asked again.
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
