import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fill } from './lib/messages';
import { isMessageKey, message, namesHotline, type MessageKey } from './messages';
import { authMessages } from './modules/auth/messages';
import { afterSalesMessages } from './modules/order/after-sales-messages';
import { PASSWORD_PROBLEMS } from '../contract/rules';

const contractDir = path.resolve(import.meta.dirname, '../contract');

describe('messages', () => {
  it('has every message key the contract names, in both languages', () => {
    const keys = new Set<string>();
    for (const file of fs.readdirSync(contractDir)) {
      const source = fs.readFileSync(path.join(contractDir, file), 'utf8');
      for (const match of source.matchAll(/error: '(\w+)'/g)) keys.add(match[1] ?? '');
    }
    // A new password's refusals are added by its rule rather than named in a schema.
    for (const key of PASSWORD_PROBLEMS) keys.add(key);
    expect(keys.size).toBeGreaterThan(10);
    const missing = [...keys].filter((key) => !isMessageKey(key));
    expect(missing).toEqual([]);
    for (const key of keys) {
      if (!isMessageKey(key)) continue;
      expect(message('cn', key)).not.toBe('');
      expect(message('en', key)).not.toBe('');
    }
  });

  it('fills in parameters and leaves unknown ones visible', () => {
    expect(message('en', 'unknownCall', { r: 'api/x' })).toBe('Unknown call: api/x');
    expect(message('en', 'unknownCall')).toBe('Unknown call: {r}');
  });

  it('writes a count with its thousands grouped in both languages, as the pages do', () => {
    expect(message('cn', 'reserveTooMany', { limit: 10_850 })).toContain('您已有 10,850 个预约');
    expect(message('en', 'reserveTooMany', { limit: 10_850 })).toContain('You already have 10,850');
    expect(message('en', 'smsResendWait', { time: 1200 })).toBe(
      'Please try again in 1,200 seconds',
    );
    // Words are left as given: a code or a number of an order is not a count.
    expect(message('en', 'smsCodeText', { code: '602214' })).toContain('602214');
  });

  it('keeps a bracketed part only when the values it names are given', () => {
    const text = 'Please call[ us on {hotline}][ from {hours}].';
    expect(fill(text, { hotline: '400 606 1961', hours: '10:00' })).toBe(
      'Please call us on 400 606 1961 from 10:00.',
    );
    expect(fill(text, { hotline: '400 606 1961', hours: '' })).toBe(
      'Please call us on 400 606 1961.',
    );
    expect(fill(text, {})).toBe('Please call.');
    // Brackets that name no value are text.
    expect(message('en', 'smsCodeText', { code: '602214' })).toMatch(
      /^\[MAISON\] Your code is 602214/,
    );
  });

  it('reads well with and without a hotline wherever one is named', () => {
    const keys = [...Object.keys(authMessages), ...Object.keys(afterSalesMessages)].filter(
      (key): key is MessageKey => isMessageKey(key) && namesHotline(key),
    );
    expect(keys.length).toBeGreaterThanOrEqual(5);
    for (const key of keys) {
      for (const lang of ['cn', 'en'] as const) {
        expect(message(lang, key, { hotline: '021 6888 0000' }), key).toContain('021 6888 0000');
        const bare = message(lang, key, { hotline: '' });
        expect(bare, key).not.toMatch(/[[\]{}]|\s$|[\s（(]$|客服热线|hotline|\son$|\scall$/);
      }
    }
  });
});
