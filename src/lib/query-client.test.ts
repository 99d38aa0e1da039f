import { describe, expect, it } from 'vitest';
import { isPersistedKey } from './query-client';

describe('which queries may be written to IndexedDB', () => {
  it('keeps the catalogue, menus, footer, home and content', () => {
    for (const key of [
      ['goods', 'list', { category_id: 1 }, 'cn'],
      ['goods', 'detail', 3, 'en'],
      ['goods', 'guess-like', 3, 'cn'],
      ['search', 'hot', 'cn'],
      ['content', 'menus', 'cn'],
      ['content', 'footer', 'en'],
      ['content', 'home-template', 'cn'],
      ['content', 'publish-status', null],
      ['documents', 'show', 'return-policy', 'cn'],
      ['topics', 'page', 2, 'cn'],
      ['stores', 'list', 'cn'],
    ])
      expect(isPersistedKey(key), JSON.stringify(key)).toBe(true);
  });

  it('never keeps anything personal, a sign-in step or an operator’s bypass pair', () => {
    for (const key of [
      ['me', 'profile'],
      ['me', 'cart', 'list'],
      ['me', 'checkout', 'preview', 'cn', {}],
      ['me', 'orders', 'list', 0, 1],
      ['me', 'search', 'member', 'cn'],
      ['account', 'captcha', 'login'],
      ['account', 'wechat-code', 'c', 's'],
      ['content', 'publish-status', { user: 'keeper', pass: 'open-sesame' }],
      ['search', 'suggest', 'bag', 'cn'],
      ['share', 'wechat', 'goods', 3, 'cn'],
    ])
      expect(isPersistedKey(key), JSON.stringify(key)).toBe(false);
  });

  it('does not keep activity popups: a campaign that has ended must not come back', () => {
    expect(isPersistedKey(['content', 'popups', 'home', 'cn'])).toBe(false);
  });
});
