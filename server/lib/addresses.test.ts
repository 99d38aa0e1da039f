import { describe, expect, it } from 'vitest';
import { addressMatcher, LOOPBACK, parseAddressList } from './addresses';

describe('address lists', () => {
  it('read addresses, CIDR ranges and named ranges, and name the entry they cannot read', () => {
    expect(parseAddressList('X', ' 10.0.0.5 ,,10.1.0.0/16, ::1, fd00::/8, uniquelocal ')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'uniquelocal',
    ]);
    expect(parseAddressList('X', '')).toEqual([]);
    expect(() => parseAddressList('X', '10.0.0.5, 10.0.0.0/40')).toThrow(
      'X must be a comma-separated list of addresses or CIDR ranges (like 10.0.0.5,10.1.0.0/16): "10.0.0.0/40" has a prefix outside 0 to 32',
    );
    for (const bad of ['localhost', '10.0.0.256', '10.0.0.0/8/8', '10.0.0.0/', '::1/200']) {
      expect(() => parseAddressList('X', bad), bad).toThrow(`"${bad}"`);
    }
  });

  it('match an address as a socket reports it, IPv4 on a dual-stack socket included', () => {
    const loopback = addressMatcher(LOOPBACK);
    for (const yes of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])
      expect(loopback(yes), yes).toBe(true);
    for (const no of ['10.0.0.1', '::ffff:10.0.0.1', '::2', '', undefined, 'not-an-ip'])
      expect(loopback(no), String(no)).toBe(false);
    const scrapers = addressMatcher(['10.1.0.0/16', '192.0.2.7', '2001:db8::/32']);
    expect(['10.1.255.1', '::ffff:10.1.0.9', '192.0.2.7', '2001:db8:1::1'].map(scrapers)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['10.2.0.1', '192.0.2.8', '2001:db9::1'].map(scrapers)).toEqual([false, false, false]);
  });
});
