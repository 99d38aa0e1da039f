import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type {
  footerInfo,
  homeTemplate,
  menus,
  popups,
  publishStatus,
  subscribe,
} from '../../../contract/content';
import { POPUP_PREVIEW_SEARCH, popupPreviewKey } from '../../../contract/console-content';
import type { Popup } from '../../../contract/content';
import { endpoint } from '../../lib/api-client';
import type { Lang } from '../../lib/lang';
import { browserStore } from '../../lib/safe-storage';
import { selectTemplateList, type BypassPair } from './model';

const fetchMenus = endpoint<typeof menus>('api/kc/menu/menus', 'GET');
const fetchFooter = endpoint<typeof footerInfo>('api/kc/page-footer/get-footer-info', 'GET');
const fetchHomeTemplate = endpoint<typeof homeTemplate>(
  'api/kc/home-page/get-home-template',
  'GET',
);
const fetchPopups = endpoint<typeof popups>('api/popups/list', 'GET');
const fetchPublishStatus = endpoint<typeof publishStatus>(
  'api/default/judge-publish-status',
  'GET',
);
const postSubscribe = endpoint<typeof subscribe>('api/kc/subscribe/subscribe-log', 'POST');

/** Spec §3 "Home": catList, the list from the menus call. */
export const menusQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: ['content', 'menus', lang],
    queryFn: ({ signal }) => fetchMenus({}, { signal }),
    select: (reply) => reply.list,
    staleTime: 10 * 60_000,
  });

/** Spec §3 "Home": footerInfo. */
export const footerQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: ['content', 'footer', lang],
    queryFn: ({ signal }) => fetchFooter({}, { signal }),
    staleTime: 10 * 60_000,
  });

/** Spec §3 "Home": templateList, sorted ascending by sort. */
export const homeTemplateQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: ['content', 'home-template', lang],
    queryFn: ({ signal }) => fetchHomeTemplate({}, { signal }),
    select: (reply) => selectTemplateList(reply.list),
  });

/** Whether this page is the console's preview of the home page's draft (in its frame). */
export const previewingHome = () =>
  typeof location !== 'undefined' && new URLSearchParams(location.search).get('preview') === 'home';

/** The home page's draft in the console's preview; never persisted (its key is not on the list). */
export const homePreviewQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: ['content', 'home-preview', lang],
    queryFn: async ({ signal }) => (await import('./home-preview')).fetchHomePreview(lang, signal),
    select: (reply) => selectTemplateList(reply.list),
    gcTime: 0,
    retry: false,
  });

/** The home page's templates: the published ones, or the draft in the console's preview. */
export const homePageQueryOptions = (lang: Lang) =>
  previewingHome() ? homePreviewQueryOptions(lang) : homeTemplateQueryOptions(lang);

/** Whether this page is the console's preview of a popup (in its frame). */
export const previewingPopup = () =>
  typeof location !== 'undefined' &&
  `preview=${new URLSearchParams(location.search).get('preview')}` === POPUP_PREVIEW_SEARCH;

/**
 * The popup the console's preview left in the tab's session, as the server checked and drew it;
 * never persisted (its key is not on the list).
 */
const popupPreviewQueryOptions = (keyword: string, lang: Lang) =>
  queryOptions({
    queryKey: ['content', 'popup-preview', keyword, lang],
    queryFn: () => {
      const kept = browserStore('sessionStorage').getItem(popupPreviewKey(lang));
      if (!kept) throw new Error('no preview');
      const popup = JSON.parse(kept) as Popup;
      return { list: popup.keyword === keyword ? [popup] : [] };
    },
    select: (reply) => reply.list,
    gcTime: 0,
    retry: false,
  });

/** Activity popups for one page keyword (for example 'home'), or the console's preview of one. */
export const popupsQueryOptions = (keyword: string, lang: Lang) =>
  previewingPopup()
    ? popupPreviewQueryOptions(keyword, lang)
    : publishedPopupsQueryOptions(keyword, lang);

const publishedPopupsQueryOptions = (keyword: string, lang: Lang) =>
  queryOptions({
    queryKey: ['content', 'popups', keyword, lang],
    queryFn: ({ signal }) => fetchPopups({ keyword }, { signal }),
    select: (reply) => reply.list,
    staleTime: 5 * 60_000,
  });

/** Spec §2: data true means the shop is under maintenance (for this caller). */
export const publishStatusQueryOptions = (bypass: BypassPair | null) =>
  queryOptions({
    queryKey: ['content', 'publish-status', bypass],
    queryFn: ({ signal }) => fetchPublishStatus(bypass ?? {}, { signal }),
    staleTime: 60_000,
    refetchOnWindowFocus: true,
    retry: (failures) => navigator.onLine && failures < 2,
  });

export const subscribeMutationOptions = () =>
  mutationOptions({
    mutationKey: ['content', 'subscribe'],
    mutationFn: (email: string) => postSubscribe({ email }),
  });
