import { describe, expect, it } from 'vitest';
import { publicCallCacheKey, strategyFor, type RequestFacts } from './routing';

const ORIGIN = 'https://shop.example';

function facts(path: string, overrides: Partial<RequestFacts> = {}): RequestFacts {
  return {
    url: new URL(path, ORIGIN),
    method: 'GET',
    mode: 'cors',
    hasAccessToken: false,
    ...overrides,
  };
}

const route = (path: string, overrides: Partial<RequestFacts> = {}) =>
  strategyFor(facts(path, overrides), ORIGIN);

describe('the service worker routing table', () => {
  it('answers every page of the app with the shell, but not the API, pictures or sandboxes', () => {
    for (const page of ['/', '/productList?category_id=1', '/pc/goodsDetail?id=3', '/my/order'])
      expect(route(page, { mode: 'navigate' })).toBe('app-shell');
    for (const other of ['/api?r=api/goods/detail', '/media/a.jpg', '/sandbox/pay/1'])
      expect(route(other, { mode: 'navigate' })).toBe('network-only');
  });

  it('leaves the metrics and health checks to the server, opened or fetched, never stored', () => {
    for (const path of ['/metrics', '/healthz', '/readyz']) {
      expect(route(path, { mode: 'navigate' }), path).toBe('network-only');
      expect(route(path), path).toBe('network-only');
    }
  });

  it('leaves the staff’s console and its calls to the server, opened, fetched or sent', () => {
    for (const path of ['/admin', '/admin/orders', '/admin/api/me']) {
      expect(route(path, { mode: 'navigate' }), path).toBe('network-only');
      expect(route(path), path).toBe('network-only');
      expect(route(path, { method: 'POST' }), path).toBe('network-only');
    }
    expect(route('/administration', { mode: 'navigate' })).toBe('app-shell');
    // The home page in the console's preview of a draft.
    expect(route('/?preview=home', { mode: 'navigate' })).toBe('network-only');
  });

  it('answers an address that names no page with the kept shell too, never the network’s', () => {
    for (const page of ['/no-such-page', '/pc/otherPages/noSuchDocument', '/washing/x/y'])
      expect(route(page, { mode: 'navigate' })).toBe('app-shell');
    // The same address fetched but not opened: the server's document, 404 or not, is not kept.
    expect(route('/no-such-page')).toBe('network-only');
    expect(route('/cart')).toBe('network-only');
  });

  it('keeps lazy chunks and pictures with stale-while-revalidate', () => {
    expect(route('/assets/GoodsDetailPage-a1b2c3.js')).toBe('lazy-chunk');
    expect(route('/assets/GoodsDetailPage-a1b2c3.css')).toBe('lazy-chunk');
    expect(route('/media/goods/12.jpg?w=480')).toBe('image');
  });

  it('sends catalogue and content calls network-first', () => {
    for (const r of [
      'api/default/goods-list',
      'api/goods/detail',
      'api/goods/get-guess-like',
      'api/goods/get-collocation',
      'api/goods/get-size-reference-table',
      'api/search/hot-list',
      'api/kc/menu/menus',
      'api/kc/page-footer/get-footer-info',
      'api/kc/home-page/get-home-template',
      'api/default/judge-publish-status',
      'api/popups/list',
      'api/kc/topic-page/show',
      'api/store/list',
      'api/kc/document/show',
    ])
      expect(route(`/api?_mall_id=2&r=${r}`), r).toBe('public-call');
  });

  it('never stores a call with an access token, nor any cart, order, payment or user call', () => {
    expect(route('/api?_mall_id=2&r=api/goods/detail&id=1', { hasAccessToken: true })).toBe(
      'network-only',
    );
    for (const r of [
      'api/cart/list',
      'api/cart/get-cart-num',
      'api/order/preview',
      'api/order/create',
      'api/order/get-usable-coupon',
      'api/payment/pay-data',
      'api/payment/is-pay',
      'api/payment/list',
      'api/user/user-center',
      'api/passport/login',
      'api/footprint/list',
      'api/kc/crm-msg/send-msg-by-code',
      'api/kc/wechat/get-wechat-user',
      'api/kc/search-data/get-user-search-data',
    ])
      expect(route(`/api?_mall_id=2&r=${r}`), r).toBe('network-only');
    expect(route('/api?_mall_id=2')).toBe('network-only');
  });

  it('leaves writes and other origins to the network', () => {
    expect(route('/api?_mall_id=2&r=api/default/goods-list', { method: 'POST' })).toBe(
      'network-only',
    );
    expect(strategyFor(facts('https://cdn.example/x.js'), ORIGIN)).toBe('network-only');
    expect(route('/service-worker.js')).toBe('network-only');
  });

  it('keys a public call by its language as well as its URL', () => {
    const url = new URL('/api?_mall_id=2&r=api/goods/detail&id=3', ORIGIN);
    expect(publicCallCacheKey(url, 'cn')).not.toBe(publicCallCacheKey(url, 'en'));
    expect(publicCallCacheKey(url, null)).toBe(publicCallCacheKey(url, 'cn'));
    expect(publicCallCacheKey(url, 'en')).toContain('id=3');
  });
});
