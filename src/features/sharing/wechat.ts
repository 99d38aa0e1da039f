import type { QueryClient } from '@tanstack/react-query';
import type { ShareData, ShareType, WechatJsConfig } from '../../../contract/share';
import type { Lang } from '../../lib/lang';
import { fetchWechatJsConfig, wechatShareQueryOptions } from './api';

// Inside WeChat a page cannot open the share sheet itself: it tells the JS-SDK what to show
// when the shopper shares it from the ··· menu. The SDK script comes from the shop's own
// origin (its Content-Security-Policy allows no other).

interface ShareOptions {
  title: string;
  desc?: string;
  link: string;
  imgUrl: string;
}

interface WeChatSdk {
  config(config: {
    debug: boolean;
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
    jsApiList: string[];
  }): void;
  ready(callback: () => void): void;
  error(callback: (reply: { errMsg: string }) => void): void;
  updateAppMessageShareData(options: ShareOptions): void;
  updateTimelineShareData(options: ShareOptions): void;
}

declare global {
  interface Window {
    wx?: WeChatSdk;
  }
}

let loading: Promise<WeChatSdk> | null = null;

function loadSdk(src: string): Promise<WeChatSdk> {
  if (!src.startsWith('/') || src.startsWith('//')) {
    return Promise.reject(new Error('The JS-SDK must come from the shop itself'));
  }
  loading ??= new Promise<WeChatSdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => (window.wx ? resolve(window.wx) : reject(new Error('No wx')));
    script.onerror = () => reject(new Error('The JS-SDK did not load'));
    document.head.append(script);
  });
  loading.catch(() => (loading = null));
  return loading;
}

function shareOptions(share: ShareData): ShareOptions {
  return { title: share.title, desc: share.description, link: share.link, imgUrl: share.picture };
}

const pageUrl = () => window.location.href.split('#')[0] ?? window.location.href;

/** How many times the page is signed again when its address changed while it was signed. */
const SIGN_ATTEMPTS = 3;

/**
 * A signature of the page's address. WeChat checks it against the address at wx.config, which
 * may change meanwhile (the in-app sign-in takes its code out of it): then it is signed again.
 */
async function signPage(): Promise<{ url: string; signed: WechatJsConfig }> {
  for (let attempt = 1; ; attempt++) {
    const url = pageUrl();
    const signed = await fetchWechatJsConfig({ url });
    if (url === pageUrl() || attempt >= SIGN_ATTEMPTS) return { url, signed };
  }
}

/** Signs this page, configures the SDK and gives it what a share of this page shows. */
export async function configureWechatShare(
  queryClient: QueryClient,
  type: ShareType,
  id: number,
  lang: Lang,
): Promise<void> {
  const share = await queryClient.fetchQuery(wechatShareQueryOptions(type, id, lang));
  const first = await signPage();
  const wx = await loadSdk(first.signed.script);
  const { signed } = first.url === pageUrl() ? first : await signPage();
  await new Promise<void>((resolve, reject) => {
    wx.ready(resolve);
    wx.error((reply) => reject(new Error(reply.errMsg)));
    wx.config({
      debug: false,
      appId: signed.app_id,
      timestamp: signed.timestamp,
      nonceStr: signed.nonce_str,
      signature: signed.signature,
      jsApiList: signed.js_api_list,
    });
  });
  wx.updateAppMessageShareData(shareOptions(share));
  wx.updateTimelineShareData(shareOptions(share));
}
