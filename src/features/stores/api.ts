import { queryOptions } from '@tanstack/react-query';
import type { storeCity, storeList } from '../../../contract/store';
import { endpoint } from '../../lib/api-client';
import type { Lang } from '../../lib/lang';

// Public and the same for every shopper: kept per language, asked again after a while.

const fetchStoreCity = endpoint<typeof storeCity>('api/store/get-store-city', 'GET');
const fetchStoreList = endpoint<typeof storeList>('api/store/list', 'GET');

const FRESH_FOR_MS = 10 * 60_000;

/** The country → province → city tree of the cities that have a boutique. */
export const storeCityQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: ['stores', 'cities', lang],
    queryFn: ({ signal }) => fetchStoreCity({}, { signal }),
    select: (reply) => reply.list,
    staleTime: FRESH_FOR_MS,
  });

/** Every boutique: the map shows them all, the list those of the chosen city. */
export const storeListQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: ['stores', 'list', lang],
    queryFn: ({ signal }) => fetchStoreList({}, { signal }),
    select: (reply) => reply.list,
    staleTime: FRESH_FOR_MS,
  });
