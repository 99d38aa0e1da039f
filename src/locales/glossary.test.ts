import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/glossary.md names each thing of the shop one way; its last column lists the words it
// retired. None of them may come back in the catalogues or in the server's words.

const root = path.resolve(import.meta.dirname, '../..');

interface Entry {
  terms: string[];
  retired: string[];
}

/** The glossary's rows: the English terms and the retired words of each. */
function glossary(): Entry[] {
  const text = fs.readFileSync(path.join(root, 'docs/glossary.md'), 'utf8');
  const entries: Entry[] = [];
  for (const line of text.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    // | what | English | 中文 | retired |: a row has six parts around its bars.
    if (cells.length !== 6 || cells[2] === 'English' || cells[2]?.startsWith('---')) continue;
    const list = (cell = '') =>
      cell
        .split(',')
        .map((word) => word.trim())
        .filter(Boolean);
    entries.push({ terms: list(cells[2]), retired: list(cells[4]) });
  }
  return entries;
}

/** The message ids (English) or translations (Chinese) of every catalogue of a locale. */
function catalogueTexts(locale: 'en' | 'zh-CN'): string[] {
  const dir = path.join(root, 'src/locales', locale);
  const wanted = locale === 'en' ? /^msgid "(.+)"$/ : /^msgstr "(.+)"$/;
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.po'))
    .flatMap((file) => fs.readFileSync(path.join(dir, file), 'utf8').split('\n'))
    .flatMap((line) => wanted.exec(line)?.slice(1, 2) ?? []);
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    const skipped = /\.test\.ts$|fixtures\.ts$/.test(entry.name) || !entry.name.endsWith('.ts');
    return skipped ? [] : [file];
  });
}

/** The server's words in one language: every `en:` (or `cn:`) string of its tables. */
function serverTexts(lang: 'en' | 'cn'): string[] {
  const literal = new RegExp(
    `\\b${lang}:\\s*(?:'((?:[^'\\\\]|\\\\.)*)'|"((?:[^"\\\\]|\\\\.)*)")`,
    'g',
  );
  return ['server/lib', 'server/modules', 'server/providers', 'contract']
    .flatMap((dir) => sourceFiles(path.join(root, dir)))
    .flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(literal)].map((m) => m[1] ?? m[2] ?? ''),
    );
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isChinese = (word: string) => /[\u3400-\u9fff]/.test(word);

/** The retired words an English text uses: terms and quoted code values are read first. */
function retiredInEnglish(text: string, entries: Entry[]): string[] {
  let rest = text.replace(/“[^”]*”|\{\w+\}/g, ' ');
  for (const term of entries.flatMap((e) => e.terms).sort((a, b) => b.length - a.length)) {
    rest = rest.replace(new RegExp(`\\b${escape(term)}\\b`, 'gi'), ' ');
  }
  return entries
    .flatMap((e) => e.retired)
    .filter((word) => !isChinese(word))
    .filter((word) =>
      word.startsWith('"')
        ? text.trim() === word.slice(1, -1)
        : new RegExp(`\\b${escape(word)}\\b`, 'i').test(rest),
    );
}

function retiredInChinese(text: string, entries: Entry[]): string[] {
  return entries
    .flatMap((e) => e.retired)
    .filter(isChinese)
    .filter((word) => text.includes(word));
}

describe('the glossary', () => {
  const entries = glossary();

  it('is read from docs/glossary.md', () => {
    expect(entries.length).toBeGreaterThan(30);
    const retired = entries.flatMap((e) => e.retired);
    for (const word of ['freight', 'point deduction', 'pay time', 'counter', '"Free"', '购物车']) {
      expect(retired).toContain(word);
    }
  });

  it('finds a retired word wherever it comes back', () => {
    expect(retiredInEnglish('Freight', entries)).toEqual(['freight']);
    expect(retiredInEnglish('Point deduction (10,850 points)', entries)).toEqual([
      'point deduction',
    ]);
    expect(retiredInEnglish('Free', entries)).toEqual(['"Free"']);
    expect(retiredInEnglish('Please choose a counter', entries)).toEqual(['counter']);
    expect(retiredInChinese('已加入购物车', entries)).toEqual(['购物车']);
    // Terms and code values are not retired words.
    expect(retiredInEnglish('Bags and small leather goods', entries)).toEqual([]);
    expect(retiredInEnglish('The type is not valid: “goods” or “news”', entries)).toEqual([]);
    expect(retiredInEnglish('Free of charge', entries)).toEqual([]);
  });

  for (const [where, texts, find] of [
    ['the English catalogues', () => catalogueTexts('en'), retiredInEnglish],
    ['the Chinese catalogues', () => catalogueTexts('zh-CN'), retiredInChinese],
    ["the server's English words", () => serverTexts('en'), retiredInEnglish],
    ["the server's Chinese words", () => serverTexts('cn'), retiredInChinese],
  ] as const) {
    it(`has no retired word in ${where}`, () => {
      const all = texts();
      expect(all.length).toBeGreaterThan(100);
      const found = all.flatMap((text) => find(text, entries).map((word) => `${text} ← ${word}`));
      expect(found).toEqual([]);
    });
  }
});
