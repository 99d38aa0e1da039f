import { describe, expect, it } from 'vitest';
import { hrefOf, takeReturnPage } from './return-target';
import {
  noteNavigation,
  RETURN_PAGE_KEY,
  rememberReturnPage,
  type PageRef,
  type SmallStore,
} from './return-page';
import { isSignInFlowPath } from './paths';

function memoryStore(
  initial: Record<string, string> = {},
): SmallStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const page = (path: string, query: Record<string, unknown> = {}): PageRef => ({
  path,
  query,
  params: {},
});
const login = page('/mobile/login');
const stored = (store: SmallStore) =>
  JSON.parse(store.getItem(RETURN_PAGE_KEY) ?? 'null') as unknown;

describe('wxLoginCallBackPage (spec §2)', () => {
  it('stores the page before the sign-in page: path, query and params', () => {
    const store = memoryStore();
    const detail = { path: '/productList/detail', query: { id: 12 }, params: { lang: 'cn' } };
    noteNavigation(detail, login, store);
    expect(stored(store)).toEqual(detail);
  });

  it('takes the sign-in page with a trailing slash for the sign-in page', () => {
    const store = memoryStore();
    noteNavigation(page('/personal'), page('/mobile/login/'), store);
    expect(stored(store)).toMatchObject({ path: '/personal' });
  });

  it('keeps what was stored when the shopper comes back from forgot password or register', () => {
    const store = memoryStore();
    noteNavigation(page('/productList', { sort: 'new' }), login, store);
    for (const flow of [
      '/mobile/login/forgotPwd',
      '/mobile/login/register',
      '/mobile/login/wxbind',
    ]) {
      noteNavigation(page(flow), login, store);
    }
    noteNavigation(login, login, store);
    expect(stored(store)).toEqual(page('/productList', { sort: 'new' }));
  });

  it('stores nothing on other pages, nor on a first page load of the sign-in page', () => {
    const store = memoryStore();
    noteNavigation(page('/'), page('/productList'), store);
    noteNavigation(page('/'), page('/mobile/login/register'), store);
    noteNavigation(null, login, store);
    expect(store.data.size).toBe(0);
  });

  it('never keeps a page of the sign-in flow or another site as a page to return to', () => {
    const store = memoryStore();
    rememberReturnPage(page('/mobile/login/wxbind/wxAuth'), store);
    rememberReturnPage(page('//evil.example/path'), store);
    expect(store.data.size).toBe(0);
    expect(isSignInFlowPath('/mobile/login')).toBe(true);
    expect(isSignInFlowPath('/mobile/loginx')).toBe(false);
  });

  it('gives the stored page back once, and drops junk or foreign addresses', () => {
    const store = memoryStore();
    noteNavigation(page('/personal', { tab: 'coupons' }), login, store);
    expect(takeReturnPage(store)).toEqual(page('/personal', { tab: 'coupons' }));
    expect(takeReturnPage(store)).toBeNull();

    const tampered = memoryStore({
      [RETURN_PAGE_KEY]: JSON.stringify({ path: 'https://evil.example', query: {} }),
    });
    expect(takeReturnPage(tampered)).toBeNull();
    expect(tampered.data.size).toBe(0);
    expect(takeReturnPage(memoryStore({ [RETURN_PAGE_KEY]: '{not json' }))).toBeNull();
    expect(
      takeReturnPage(memoryStore({ [RETURN_PAGE_KEY]: JSON.stringify({ path: '/', query: 3 }) })),
    ).toEqual(page('/'));
  });

  it('writes the address back with the router’s own search serializer', () => {
    const href = hrefOf(page('/productList', { color: [1, 3], sort: 'new' }), (search) =>
      search.sort ? `?sort=${String(search.sort)}` : '',
    );
    expect(href).toBe('/productList?sort=new');
  });
});
