import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  CartList,
  cartAdd,
  cartDelete,
  cartEdit,
  cartHotSaleGoods,
  cartList,
} from '../../../contract/cart';
import type { CallInput } from '../../../contract/call';
import { endpoint } from '../../lib/api-client';
import type { Lang } from '../../lib/lang';
import { userState } from '../account';
import { CART_QUERY_KEY, cartCountQueryOptions } from './count';
import { readWithLastSeen } from '../../lib/last-seen';
import { refetchAfterChange } from '../../lib/query-client';

// Every cart query is personal (under CART_QUERY_KEY, never persisted). The suggestions leave
// out what the member already has, so they are kept per session too.

const personal = { noLogin: false };
const postAdd = endpoint<typeof cartAdd>('api/cart/add', 'POST', personal);
const postEdit = endpoint<typeof cartEdit>('api/cart/edit', 'POST', personal);
const postDelete = endpoint<typeof cartDelete>('api/cart/delete', 'POST', personal);
const getList = endpoint<typeof cartList>('api/cart/list', 'GET', personal);
const postHotSale = endpoint<typeof cartHotSaleGoods>('api/cart/hot-sale-goods', 'POST');

export const HOT_SALE_LIMIT = 8;
const HOT_SALE_KEY = [...CART_QUERY_KEY, 'hot-sale'] as const;

/** A reply is not retried (a second -1 would open the sign-in twice); a lost connection once. */
const hasSession = () => userState.userInfo !== null;

/**
 * The member's lines, newest first, with the summary of the selected ones. The last lines read
 * are kept on the device: offline, the bag shows them read-only (src/lib/last-seen.ts).
 */
export function cartListQueryOptions() {
  return queryOptions({
    queryKey: [...CART_QUERY_KEY, 'list'] as const,
    queryFn: ({ signal }) => readWithLastSeen('bag', () => getList({}, { signal })),
    staleTime: 0,
    enabled: hasSession,
  });
}

/** Goods to suggest under an empty or small cart (visitors too). */
export function hotSaleQueryOptions(lang: Lang, signedIn: boolean) {
  return queryOptions({
    queryKey: [...HOT_SALE_KEY, lang, signedIn] as const,
    queryFn: ({ signal }) => postHotSale({ limit: HOT_SALE_LIMIT }, { signal }),
    select: (data) => data.list,
    staleTime: 60_000,
  });
}

/**
 * After a change: the count takes the reply's own (code 0) figure and the cart asks again; when
 * goods came or went, so do the suggestions (they leave out what is in the cart).
 */
async function refresh(queryClient: QueryClient, options: { num?: number; goods?: boolean } = {}) {
  const countKey = cartCountQueryOptions().queryKey;
  if (options.num !== undefined) {
    // A count asked for before this change (as signing in does) would answer the old figure
    // after it: that answer is dropped, not laid over the reply's.
    await queryClient.cancelQueries({ queryKey: countKey });
    queryClient.setQueryData(countKey, { num: options.num });
  }
  return Promise.all([
    options.num === undefined && refetchAfterChange(queryClient, countKey),
    refetchAfterChange(queryClient, cartListQueryOptions().queryKey),
    options.goods && refetchAfterChange(queryClient, HOT_SALE_KEY),
  ]);
}

export function addToCartMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...CART_QUERY_KEY, 'add'],
    mutationFn: (input: CallInput<typeof cartAdd>) => postAdd(input),
    onSettled: (reply) => refresh(queryClient, { num: reply?.num, goods: true }),
  });
}

export type LineEdit = CallInput<typeof cartEdit>;

/** One line's quantity or colour and size. */
export function editLineMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...CART_QUERY_KEY, 'edit'],
    mutationFn: (input: LineEdit) => postEdit(input),
    onSettled: (reply) => refresh(queryClient, { num: reply?.num }),
  });
}

/** Ticks or unticks lines; the list shows the new ticks at once and the summary follows. */
export function selectLinesMutationOptions(queryClient: QueryClient) {
  const listKey = cartListQueryOptions().queryKey;
  return mutationOptions({
    mutationKey: [...CART_QUERY_KEY, 'select'],
    mutationFn: ({ ids, selected }: { ids: number[]; selected: boolean }) =>
      Promise.all(ids.map((id) => postEdit({ id, selected: selected ? '1' : '0' }))),
    onMutate: async ({ ids, selected }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      queryClient.setQueryData(listKey, (list: CartList | undefined) =>
        list
          ? {
              ...list,
              list: list.list.map((line) => (ids.includes(line.id) ? { ...line, selected } : line)),
            }
          : list,
      );
    },
    onSettled: () => refresh(queryClient),
  });
}

export function deleteLinesMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...CART_QUERY_KEY, 'delete'],
    mutationFn: (ids: number[]) => postDelete({ ids }),
    onSettled: (reply) => refresh(queryClient, { num: reply?.num, goods: true }),
  });
}
