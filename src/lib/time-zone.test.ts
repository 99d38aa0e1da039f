// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from './cookies';
import { rememberTimeZone } from './time-zone';

afterEach(() => {
  document.cookie = 'tz=; path=/; max-age=0';
  vi.restoreAllMocks();
});

describe('the device’s time zone', () => {
  it('is kept in a cookie for the documents that greet by the hour, and kept anew when it changes', () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    rememberTimeZone();
    expect(readCookie('tz')).toBe(zone);

    document.cookie = `tz=${encodeURIComponent('Europe/Paris')}; path=/`;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: 'Asia/Shanghai',
    });
    rememberTimeZone();
    expect(readCookie('tz')).toBe('Asia/Shanghai');
  });
});
