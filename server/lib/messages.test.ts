import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMessageKey, message } from './messages';

const contractDir = path.resolve(import.meta.dirname, '../../contract');

describe('messages', () => {
  it('has every message key the contract names, in both languages', () => {
    const keys = new Set<string>();
    for (const file of fs.readdirSync(contractDir)) {
      const source = fs.readFileSync(path.join(contractDir, file), 'utf8');
      for (const match of source.matchAll(/error: '(\w+)'/g)) keys.add(match[1] ?? '');
    }
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
});
