import { describe, expect, it } from 'vitest';
import { httpOnlyCookie, readCookie } from './cookies';

describe('cookies', () => {
  it('reads the first cookie of a name, compared exactly', () => {
    const headers = {
      cookie: 'lang=EN; wechat_browser=first; Wechat_Browser=x; wechat_browser=second',
    };
    expect(readCookie(headers, 'wechat_browser')).toBe('first');
    expect(readCookie(headers, 'browser')).toBeNull();
    expect(readCookie({}, 'lang')).toBeNull();
    expect(readCookie({ cookie: ['a=1', 'b= 2 '] }, 'b')).toBe('2');
    expect(readCookie({ cookie: '=x; ;lang' }, 'lang')).toBeNull();
  });

  it('writes a cookie of the whole shop, hidden from scripts, for whole seconds', () => {
    expect(httpOnlyCookie('n', 'v', { maxAgeMs: 600_500, secure: false })).toBe(
      'n=v; Max-Age=600; Path=/; HttpOnly; SameSite=Lax',
    );
    expect(httpOnlyCookie('n', 'v', { maxAgeMs: -5, secure: true })).toBe(
      'n=v; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Secure',
    );
  });
});
