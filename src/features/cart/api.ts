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
import { endpoint, NetworkError } from '../../lib/api-client';
import type { Lang } from '../../lib/lang';
import { userState } from '../account';
import { CART_QUERY_KEY, cartCountQueryOptions, readCartNum, setCartCount } from './count';
import { readWithLastSeen } from '../../lib/last-seen';
import { JUST_ASKED_MS, refetchAfterChange } from '../../lib/query-client';
import { addToGuestBag, deleteGuestLines, editGuestLine, listGuestBag } from './guest-api';

// Every cart query is personal (under CART_QUERY_KEY, never persisted). The suggestions leave
// out what the member already has, so they are kept per session too. A visitor's bag lives on
// their device: each call below goes there instead when nobody is signed in (guest-api.ts).

const personal = { noLogin: false };
const postAdd = endpoint<typeof cartAdd>('api/cart/add', 'POST', personal);
const postEdit = endpoint<typeof cartEdit>('api/cart/edit', 'POST', personal);
const postDelete = endpoint<typeof cartDelete>('api/cart/delete', 'POST', personal);
const getList = endpoint<typeof cartList>('api/cart/list', 'GET', personal);
const postHotSale = endpoint<typeof cartHotSaleGoods>('api/cart/hot-sale-goods', 'POST');

export const HOT_SALE_LIMIT = 8;
const HOT_SALE_KEY = [...CART_QUERY_KEY, 'hot-sale'] as const;

const hasSession = () => userState.userInfo !== null;

/**
 * The member's lines (or the visitor's), newest first, with the summary of the selected ones.
 * The member's last lines read are kept on the device: offline, the bag shows them read-only
 * (src/lib/last-seen.ts).
 */
export function cartListQueryOptions() {
  return queryOptions({
    queryKey: [...CART_QUERY_KEY, 'list'] as const,
    queryFn: ({ signal }) =>
      hasSession() ? readWithLastSeen('bag', () => getList({}, { signal })) : listGuestBag(signal),
    // Asked for by the bag's loader, the lines are not asked again as the bag draws.
    staleTime: JUST_ASKED_MS,
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
  if (options.num !== undefined) await setCartCount(queryClient, options.num);
  return Promise.all([
    options.num === undefined && refetchAfterChange(queryClient, countKey),
    refetchAfterChange(queryClient, cartListQueryOptions().queryKey),
    options.goods && refetchAfterChange(queryClient, HOT_SALE_KEY),
  ]);
}

/**
 * Adds to the member's bag. When no reply comes, the add may still have been made (the reply was
 * lost on its way back): the count, asked again, tells. Grown by the quantity added since the
 * count before the add (the page's, or asked for first when the page has none), the add was
 * made, and the shopper is not asked to add the piece again, which would put it in the bag
 * twice; otherwise, or when a count cannot be read, it failed.
 */
async function addToMembersBag(
  queryClient: QueryClient,
  input: CallInput<typeof cartAdd>,
): Promise<{ num: number }> {
  const known = queryClient.getQueryData(cartCountQueryOptions().queryKey)?.num;
  const before = known ?? (await readCartNum().catch(() => undefined))?.num;
  try {
    return await postAdd(input);
  } catch (error) {
    if (!(error instanceof NetworkError) || before === undefined) throw error;
    // Asked twice at most, as a query is after a network failure.
    const after = await readCartNum()
      .catch(() => readCartNum())
      .catch(() => null);
    if (after?.num !== before + Number(input.quantity ?? 1)) throw error;
    return after;
  }
}

export function addToCartMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...CART_QUERY_KEY, 'add'],
    mutationFn: (input: CallInput<typeof cartAdd>) =>
      hasSession() ? addToMembersBag(queryClient, input) : addToGuestBag(input),
    onSettled: (reply) => refresh(queryClient, { num: reply?.num, goods: true }),
  });
}

export type LineEdit = CallInput<typeof cartEdit>;

/** A member's edit as the device bag takes it. */
function editOf(input: LineEdit) {
  const number = (value: unknown) => (value === undefined ? undefined : Number(value));
  return {
    id: Number(input.id),
    quantity: number(input.quantity),
    sku_id: number(input.sku_id),
    selected:
      input.selected === undefined ? undefined : ['1', 'true'].includes(String(input.selected)),
  };
}

/** One line's quantity or colour and size. */
export function editLineMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...CART_QUERY_KEY, 'edit'],
    mutationFn: (input: LineEdit) =>
      hasSession() ? postEdit(input) : editGuestLine(editOf(input)),
    onSettled: (reply) => refresh(queryClient, { num: reply?.num }),
  });
}

/** Ticks or unticks lines; the list shows the new ticks at once and the summary follows. */
export function selectLinesMutationOptions(queryClient: QueryClient) {
  const listKey = cartListQueryOptions().queryKey;
  return mutationOptions({
    mutationKey: [...CART_QUERY_KEY, 'select'],
    mutationFn: ({ ids, selected }: { ids: number[]; selected: boolean }) =>
      hasSession()
        ? Promise.all(ids.map((id) => postEdit({ id, selected: selected ? '1' : '0' })))
        : Promise.all(ids.map((id) => editGuestLine({ id, selected }))),
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
    mutationFn: async (ids: number[]) =>
      hasSession() ? postDelete({ ids }) : deleteGuestLines(ids),
    onSettled: (reply) => refresh(queryClient, { num: reply?.num, goods: true }),
  });
}
