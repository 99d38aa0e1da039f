import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The msgid → msgstr pairs of a .po catalogue (single-line entries, as lingui writes them). */
function entries(locale: string): Map<string, string> {
  const file = path.join(import.meta.dirname, locale, 'messages.po');
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
});
