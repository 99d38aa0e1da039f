import fs from 'node:fs';
import path from 'node:path';

/**
 * The message → msgstr pairs of a .po catalogue (single-line entries, as lingui writes them); a
 * message with a context is keyed `context | msgid`.
 */
export function catalogueEntries(
  dir: string,
  locale: string,
  catalogue: string,
): Map<string, string> {
  const file = path.join(dir, locale, `${catalogue}.po`);
  const pairs = new Map<string, string>();
  let context = '';
  let id: string | null = null;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const msgctxt = /^msgctxt "(.*)"$/.exec(line);
    const msgid = /^msgid "(.*)"$/.exec(line);
    const msgstr = /^msgstr "(.*)"$/.exec(line);
    if (msgctxt) context = `${msgctxt[1] ?? ''} | `;
    else if (msgid) {
      id = msgid[1] ? `${context}${msgid[1]}` : null;
      context = '';
    } else if (msgstr && id) {
      pairs.set(id, msgstr[1] ?? '');
      id = null;
    }
  }
  return pairs;
}
