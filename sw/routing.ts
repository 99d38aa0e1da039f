/**
 * The service worker's routing table as a pure function, so that which request gets which
 * strategy is tested without a worker.
 */
export type Strategy =
  /**
   * A page of the app: the precached shell answers, online or not; at an address that names no
   * page the app in it shows its not-found page (the server's 404 document is never stored).
   */
  | 'app-shell'
  /** A hashed script or stylesheet not in the precache (a lazy route): stale-while-revalidate. */
  | 'lazy-chunk'
  /** A product or editorial picture: stale-while-revalidate, bounded in entries and age. */
  | 'image'
  /** A public catalogue or content call: the network within a short timeout, else the copy. */
  | 'public-call'
  /** Everything personal or unknown: straight to the network, never stored. */
  | 'network-only';

export interface RequestFacts {
  url: URL;
  method: string;
  mode: string;
  /** Whether the request carries an `X-Access-Token` header. */
  hasAccessToken: boolean;
}

/**
 * Pages the shell must not answer: the API, pictures, the payment and SMS sandboxes, the
 * operator's health checks and metrics, which come from the server each time, and the staff's
 * console and its calls, which the shopper's worker never answers nor keeps.
 */
const NOT_THE_SHELL = /^\/(api|media|sandbox|metrics|healthz|readyz|admin)(\/|$)/;

/**
 * Calls of the cart, order, payment and user areas, and the sign-in and WeChat flows: personal
 * even without a token (a visitor's bag lives behind a cookie).
 */
const PERSONAL_CALL =
  /^api\/(cart|order|payment|user|passport|footprint)\/|^api\/kc\/(crm-msg|wechat|weibo|subscribe)\/|^api\/kc\/search-data\/get-user-search-data$/;

export function strategyFor(request: RequestFacts, ownOrigin: string): Strategy {
  const { url } = request;
  if (url.origin !== ownOrigin) return 'network-only';
  if (request.mode === 'navigate') {
    // The home page opened by the console in its preview mode shows a draft: always the server's.
    const preview = url.searchParams.has('preview');
    return request.method === 'GET' && !NOT_THE_SHELL.test(url.pathname) && !preview
      ? 'app-shell'
      : 'network-only';
  }
  if (request.method !== 'GET') return 'network-only';
  if (url.pathname.startsWith('/assets/')) return 'lazy-chunk';
  if (url.pathname.startsWith('/media/')) return 'image';
  if (url.pathname === '/api' && !request.hasAccessToken) {
    const r = url.searchParams.get('r') ?? '';
    return r && !PERSONAL_CALL.test(r) ? 'public-call' : 'network-only';
  }
  return 'network-only';
}

/**
 * A public call's cache key: its URL plus the language header, since the same URL answers in
 * Chinese or English.
 */
export function publicCallCacheKey(url: URL, language: string | null): string {
  const key = new URL(url.href);
  key.searchParams.set('_lang', language === 'en' ? 'en' : 'cn');
  return key.href;
}
