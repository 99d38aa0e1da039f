import { queryOptions } from '@tanstack/react-query';
import type { ShareType, weiboShare, wechatJsConfig, wechatShare } from '../../../contract/share';
import { endpoint } from '../../lib/api-client';
import type { Lang } from '../../lib/lang';

const fetchWechatShare = endpoint<typeof wechatShare>('api/kc/wechat/get-wechat-share', 'GET');
const fetchWeiboShare = endpoint<typeof weiboShare>('api/kc/weibo/get-weibo-share', 'GET');
/** Signed for one page address at one moment: never kept. */
export const fetchWechatJsConfig = endpoint<typeof wechatJsConfig>(
  'api/kc/wechat/get-js-config',
  'GET',
);

const FRESH_FOR_MS = 5 * 60_000;

/** What WeChat shows of a shared page: title, words, picture and link. */
export const wechatShareQueryOptions = (type: ShareType, id: number, lang: Lang) =>
  queryOptions({
    queryKey: ['share', 'wechat', type, id, lang],
    queryFn: ({ signal }) => fetchWechatShare({ type, id }, { signal }),
    staleTime: FRESH_FOR_MS,
  });

/** The same, with Weibo's share page; the link to copy is the same. */
export const weiboShareQueryOptions = (type: ShareType, id: number, lang: Lang) =>
  queryOptions({
    queryKey: ['share', 'weibo', type, id, lang],
    queryFn: ({ signal }) => fetchWeiboShare({ type, id }, { signal }),
    staleTime: FRESH_FOR_MS,
  });
