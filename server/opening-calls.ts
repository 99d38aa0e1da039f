import type { FastifyRequest } from 'fastify';
import { OPENING_CALLS_ELEMENT_ID } from '../contract/opening-calls';
import {
  CUSTOM_PAGE_SIZE,
  GOODS_PAGE_SIZE,
  NEWS_PAGE_SIZE,
  ORDERS_PAGE_SIZE,
} from '../contract/page-sizes';
import type { OpeningReply } from './gateway';
import type { Lang } from './lib/lang';

/** A public call a page makes as it opens, with its input as the app writes it. */
export interface PageCall {
  r: string;
  input: Record<string, string>;
}

const SET = '(?:(?:mobile|pc)/)?';
const DOCUMENT_PATH = new RegExp(
  `^/${SET}otherPages/(returnPolicy|privacyPolicy|termsOfSale|deliveryInsurance|paymentMethod|commonProblem)/?$`,
);
const BOUTIQUES_PATH = new RegExp(`^/${SET}otherPages/boutique/?$`);
const CUSTOM_LIST_PATH = new RegExp(`^/${SET}personalizedList/?$`);
const STORIES_PATH = new RegExp(`^/${SET}advertising/(?:waterfallList|advertisingWaterfall)/?$`);
const STORY_PATH = new RegExp(`^/${SET}advertising/(?:details|advertisingDetails)/?$`);
const SEARCH_RESULTS_PATH = new RegExp(`^/${SET}productList/resultsList/?$`);
/** The member area: /personal/…, /mobile/personal/…, /pc/personal/my/… (src/lib/member-routes.ts). */
const MEMBER_AREA = '/(?:(?:mobile/)?personal|pc/personal/my)';
const USER_CENTER_PATH = new RegExp(`^${MEMBER_AREA}/?$`);
const ORDER_LIST_PATH = new RegExp(`^${MEMBER_AREA}/orders/?$`);
const BAG_PATH = new RegExp(`^/${SET}cart/?$`);
/** The longest search the app sends (src/features/catalogue/search-params.ts). */
const MAX_KEYWORD_LENGTH = 100;

/** A row id as the app's addresses carry it (`rowId` in src/lib/search-schema.ts). */
function rowId(value: string | null): string | null {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  return Number(value) <= 2_147_483_647 ? value : null;
}

/** Whether the address holds no search field but the ones named. */
const onlyFields = (search: URLSearchParams, ...names: string[]) =>
  [...search.keys()].every((name) => names.includes(name));

export type OpeningKind =
  | 'document'
  | 'boutiques'
  | 'custom-list'
  | 'stories'
  | 'story'
  | 'search'
  | 'user-center'
  | 'orders'
  | 'bag';

/**
 * A page that opens with calls: which page it is, and its calls; `member`: the calls are a
 * signed-in member's own, answered only for the member whose page request it is.
 */
export interface OpeningPage {
  kind: OpeningKind;
  calls: PageCall[];
  member: boolean;
}

/** The calls of a page of this kind; none when its address cannot open it. */
function page(kind: OpeningKind, calls: PageCall[], member = false): OpeningPage | null {
  return calls.length ? { kind, calls, member } : null;
}

/**
 * A member's page that opens with their own calls (spec §4's user center and order list, and the
 * bag: a visitor's lives on their device, so only a member's page request is answered).
 */
function memberPage(pathname: string, search: URLSearchParams): OpeningPage | null {
  if (!onlyFields(search)) return null;
  if (BAG_PATH.test(pathname)) return page('bag', [{ r: 'api/cart/list', input: {} }], true);
  // The area's frame asks for the overview on each of its screens (the member's name, whether
  // the session is live).
  const overview = { r: 'api/user/user-center', input: {} };
  if (USER_CENTER_PATH.test(pathname)) return page('user-center', [overview], true);
  if (ORDER_LIST_PATH.test(pathname)) {
    const input = { status: 'all', page: '1', page_size: String(ORDERS_PAGE_SIZE) };
    return page('orders', [overview, { r: 'api/order/list', input }], true);
  }
  return null;
}

/**
 * The page at this address, when it opens with public calls, each with the input the app's
 * route sends (its feature's `api.ts`); null for a page that makes none, or whose address holds
 * more than its opening needs (a filter, a sort, a page), which the app asks for itself.
 */
export function openingPage(pathname: string, search: URLSearchParams): OpeningPage | null {
  const code = DOCUMENT_PATH.exec(pathname)?.[1];
  if (code && onlyFields(search)) {
    return page('document', [{ r: 'api/kc/document/show', input: { code } }]);
  }
  if (BOUTIQUES_PATH.test(pathname) && onlyFields(search)) {
    return page('boutiques', [
      { r: 'api/store/get-store-city', input: {} },
      { r: 'api/store/list', input: {} },
    ]);
  }
  if (CUSTOM_LIST_PATH.test(pathname) && onlyFields(search)) {
    const input = { page: '1', page_size: String(CUSTOM_PAGE_SIZE) };
    return page('custom-list', [{ r: 'api/goods/get-custom-goods', input }]);
  }
  if (STORIES_PATH.test(pathname) && onlyFields(search, 'group_id')) {
    const group = search.has('group_id') ? rowId(search.get('group_id')) : undefined;
    if (group === null) return null;
    const first = { page: '1', page_size: String(NEWS_PAGE_SIZE) };
    const input = group ? { ...first, group_id: group } : first;
    return page('stories', [{ r: 'api/kc/topic-news/list', input }]);
  }
  if (STORY_PATH.test(pathname) && onlyFields(search, 'id')) {
    const id = rowId(search.get('id'));
    return id ? page('story', [{ r: 'api/kc/topic-news/show', input: { id } }]) : null;
  }
  if (SEARCH_RESULTS_PATH.test(pathname) && onlyFields(search, 'keyword')) {
    const keyword = (search.get('keyword') ?? '').replace(/\s+/g, ' ').trim();
    if (!keyword || keyword.length > MAX_KEYWORD_LENGTH) return null;
    const input = { keyword, sort: 'default', page: '1', page_size: String(GOODS_PAGE_SIZE) };
    return page('search', [{ r: 'api/default/goods-list', input }]);
  }
  return memberPage(pathname, search);
}

/**
 * The replies of the page's opening calls, as the API gives them, in a JSON element the app
 * reads before it calls (src/lib/opening-calls.ts); with each call's data, null where the call
 * is not carried (not public, or it failed: the app asks the server and shows what it says).
 * `member`: the member whose own page it is; their calls are marked as theirs.
 */
export async function carryReplies(
  openingReply: OpeningReply,
  request: FastifyRequest,
  lang: Lang,
  calls: PageCall[],
  member?: { token: string },
): Promise<{ element: string; data: unknown[] }> {
  const replies = await Promise.all(
    calls.map((call) =>
      openingReply(request, call.r, call.input, member).catch((error: unknown) => {
        request.log.warn({ err: error, r: call.r }, 'the page opens without a call it makes');
        return null;
      }),
    ),
  );
  const carried: string[] = [];
  const data = replies.map((reply, i) => {
    const call = calls[i];
    if (reply === null || !call) return null;
    const own = member ? ',"member":true' : '';
    carried.push(
      `{"r":${JSON.stringify(call.r)},"input":${JSON.stringify(call.input)}${own},"reply":${reply}}`,
    );
    return (JSON.parse(reply) as { data: unknown }).data;
  });
  if (!carried.length) return { element: '', data };
  // `<` is escaped so no text can close the element.
  const json = `{"lang":"${lang}","calls":[${carried.join(',')}]}`.replace(/</g, '\\u003c');
  return {
    element: `<script id="${OPENING_CALLS_ELEMENT_ID}" type="application/json">${json}</script>`,
    data,
  };
}
