import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueEntries } from '../../build/po-catalogue';

const entries = (locale: string, catalogue = 'messages', dir = import.meta.dirname) =>
  catalogueEntries(dir, locale, catalogue);

describe('the Chinese catalogue', () => {
  it('translates every message of the app', () => {
    const english = entries('en');
    const chinese = entries('zh-CN');
    expect(english.size).toBeGreaterThan(50);
    const missing = [...english.keys()].filter((id) => !chinese.get(id));
    expect(missing).toEqual([]);
  });

  // Areas whose words load with them have catalogues of their own (lingui.config.ts).
  const areas = [
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
  ];
  for (const catalogue of areas) {
    it(`translates every message of the ${catalogue} catalogue`, () => {
      const english = entries('en', catalogue);
      const chinese = entries('zh-CN', catalogue);
      expect(english.size).toBeGreaterThan(0);
      expect([...english.keys()].filter((id) => !chinese.get(id))).toEqual([]);
    });
  }

  // The catalogues load into one set of messages, so a message two of them share is read in the
  // words of whichever loaded last: it must say the same in both (or take a context).
  it('gives a message the same words in every catalogue that has it', () => {
    const seen = new Map<string, { words: string; catalogue: string }>();
    const clashes: string[] = [];
    for (const catalogue of ['messages', 'screens', ...areas]) {
      for (const [id, words] of entries('zh-CN', catalogue)) {
        const before = seen.get(id);
        if (before && before.words !== words) {
          clashes.push(`${id}: ${before.catalogue} "${before.words}", ${catalogue} "${words}"`);
        }
        seen.set(id, { words, catalogue });
      }
    }
    expect(clashes).toEqual([]);
  });
});

describe("the merchant console's catalogue", () => {
  const dir = path.join(import.meta.dirname, '..', '..', 'admin', 'src', 'locales');
  it('translates every message of the console', () => {
    const english = entries('en', 'messages', dir);
    const chinese = entries('zh-CN', 'messages', dir);
    expect(english.size).toBeGreaterThan(50);
    expect([...english.keys()].filter((id) => !chinese.get(id))).toEqual([]);
  });
});
