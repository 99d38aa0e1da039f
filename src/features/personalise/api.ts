import { queryOptions } from '@tanstack/react-query';
import type { customGoods } from '../../../contract/personalise';
import { endpoint } from '../../lib/api-client';
import type { Lang } from '../../lib/lang';
import { CUSTOM_PAGE_SIZE } from '../../../contract/page-sizes';

// The pieces and their options are public and the same for every shopper: kept per language.
// Adding goes through the bag's own mutation (src/features/cart).

const fetchCustomGoods = endpoint<typeof customGoods>('api/goods/get-custom-goods', 'GET');

const FRESH_FOR_MS = 5 * 60_000;
/** A page of the pieces that can be personalised. */
export const customGoodsQueryOptions = (lang: Lang, page: number) =>
  queryOptions({
    queryKey: ['personalise', 'list', lang, page] as const,
    queryFn: ({ signal }) => fetchCustomGoods({ page, page_size: CUSTOM_PAGE_SIZE }, { signal }),
    staleTime: FRESH_FOR_MS,
  });

/** One piece, its card and what it offers. */
export const customOptionsQueryOptions = (goodsId: number, lang: Lang) =>
  queryOptions({
    queryKey: ['personalise', 'piece', goodsId, lang] as const,
    queryFn: ({ signal }) => fetchCustomGoods({ goods_id: goodsId }, { signal }),
    select: (reply) => ({ card: reply.list[0] ?? null, options: reply.options }),
    staleTime: FRESH_FOR_MS,
  });
