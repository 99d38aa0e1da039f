import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The msgid → msgstr pairs of a .po catalogue (single-line entries, as lingui writes them). */
function entries(locale: string, catalogue = 'messages'): Map<string, string> {
  const file = path.join(import.meta.dirname, locale, `${catalogue}.po`);
  const pairs = new Map<string, string>();
  let id: string | null = null;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const msgid = /^msgid "(.*)"$/.exec(line);
    const msgstr = /^msgstr "(.*)"$/.exec(line);
    if (msgid) id = msgid[1] ?? '';
    else if (msgstr && id) {
      pairs.set(id, msgstr[1] ?? '');
      id = null;
    }
  }
  return pairs;
}

describe('the Chinese catalogue', () => {
  it('translates every message of the app', () => {
    const english = entries('en');
    const chinese = entries('zh-CN');
    expect(english.size).toBeGreaterThan(50);
    const missing = [...english.keys()].filter((id) => !chinese.get(id));
    expect(missing).toEqual([]);
  });

  // Areas whose words load with them have catalogues of their own (lingui.config.ts).
  for (const catalogue of [
    'account',
    'member',
    'cart',
    'checkout',
    'orders',
    'stores',
    'appointments',
    'personalise',
    'topics',
    'documents',
  ]) {
    it(`translates every message of the ${catalogue} catalogue`, () => {
      const english = entries('en', catalogue);
      const chinese = entries('zh-CN', catalogue);
      expect(english.size).toBeGreaterThan(0);
      expect([...english.keys()].filter((id) => !chinese.get(id))).toEqual([]);
    });
  }
});
