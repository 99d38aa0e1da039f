import { describe, expect, it } from 'vitest';
import { returnUrl } from '../../sandbox/wechat-pages';
import { hashPassword, verifyPassword } from './passwords';
import { waitAfter } from './login-failures';
import { isShopPath } from './wechat';

const COST = 2 ** 10;

describe('password hashing', () => {
  it('salts each hash, keeps its cost, and verifies only the right password', async () => {
    const first = await hashPassword('Maison2026', COST);
    const second = await hashPassword('Maison2026', COST);
    expect(first).toMatch(/^scrypt\$1024\$8\$3\$[\w-]+\$[\w-]{43}$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword('Maison2026', first, 2 ** 15)).toBe(true);
    expect(await verifyPassword('Maison2027', first, COST)).toBe(false);
    expect(await verifyPassword('maison2026', first, COST)).toBe(false);
  });

  it('answers false, after the same work, when there is no usable hash', async () => {
    expect(await verifyPassword('Maison2026', null, COST)).toBe(false);
    expect(await verifyPassword('Maison2026', '', COST)).toBe(false);
    expect(await verifyPassword('Maison2026', 'scrypt$999999999$8$1$a$b', COST)).toBe(false);
    expect(await verifyPassword('Maison2026', 'md5$whatever', COST)).toBe(false);
  });
});

describe('sign-in slow-down', () => {
  it('waits nothing for three failures, then 2, 4, 8… seconds up to a minute, then 15 minutes', () => {
    expect([1, 2, 3].map(waitAfter)).toEqual([0, 0, 0]);
    expect([4, 5, 6, 7, 8, 9].map((n) => waitAfter(n) / 1000)).toEqual([2, 4, 8, 16, 32, 60]);
    expect(waitAfter(10)).toBe(15 * 60 * 1000);
  });
});

describe('WeChat return paths', () => {
  it('stays on the shop', () => {
    expect(isShopPath('/mobile/login/wxbind/wxAuth?x=1')).toBe(true);
    for (const path of ['//evil.example', '/\\evil.example', 'https://evil.example', '/a b']) {
      expect(isShopPath(path)).toBe(false);
    }
  });

  it('adds code and state to the query, before any fragment', () => {
    expect(returnUrl('/p', 'c', 's')).toBe('/p?code=c&state=s');
    expect(returnUrl('/p?x=1#top', 'c d', 's')).toBe('/p?x=1&code=c%20d&state=s#top');
  });
});
