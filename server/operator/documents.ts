import fs from 'node:fs';
import { DOCUMENT_CODE_PATTERN } from '../../contract/document';
import { message } from '../messages';
import { DocumentRefusal, publishDocument } from '../modules/document';
import { OPERATOR } from '../modules/staff';
import type { OperatorServices } from './services';
import { byAction, columns, need, OperatorError, shopTime } from './format';

export const DOCUMENT_USAGE = `  document list                             the documents and their languages
  document show <code> [lang]               one document's title, date and HTML (lang: cn)
  document set <code> <lang> <file.html> [title…]
                                            create or replace a document's text in one
                                            language (cleaned; a new text needs a title)`;

function checkCode(code: string): string {
  if (!DOCUMENT_CODE_PATTERN.test(code)) {
    throw new OperatorError(
      `"${code}" is not a document code: a letter, then letters, digits, "-" or "_"`,
    );
  }
  return code;
}

async function listCommand({ db }: OperatorServices): Promise<string> {
  const rows = await db
    .selectFrom('document')
    .innerJoin('document_text', 'document_text.document_id', 'document.id')
    .select(['code', 'listed', 'sort', 'lang', 'title', 'updated_at'])
    .orderBy('listed', 'desc')
    .orderBy('sort')
    .orderBy('code')
    .orderBy('lang')
    .execute();
  if (!rows.length) return 'no documents yet';
  return columns([
    ['code', 'where', 'lang', 'updated', 'title'],
    ...rows.map((r) => [
      r.code,
      r.listed ? 'centre' : 'by code',
      r.lang,
      shopTime(Number(r.updated_at)),
      r.title,
    ]),
  ]);
}

async function showCommand({ db }: OperatorServices, args: string[]): Promise<string> {
  const [code = '', lang = 'cn'] = need(args, 1, 'document show <code> [lang]');
  const text = await db
    .selectFrom('document')
    .innerJoin('document_text', 'document_text.document_id', 'document.id')
    .select(['title', 'summary', 'body', 'updated_at'])
    .where('code', '=', checkCode(code))
    .where('lang', '=', lang)
    .executeTakeFirst();
  if (!text) throw new OperatorError(`no document "${code}" in the language "${lang}"`);
  return [
    `${code} (${lang}): ${text.title}`,
    `updated ${shopTime(Number(text.updated_at))}`,
    `summary: ${text.summary}`,
    '',
    text.body.trim(),
  ].join('\n');
}

async function setCommand(s: OperatorServices, args: string[]): Promise<string> {
  const usage = 'document set <code> <lang> <file.html> [title…]';
  const [code = '', lang = '', file = '', ...titleWords] = need(args, 3, usage);
  checkCode(code);
  const language = await s.db
    .selectFrom('language')
    .select('code')
    .where('code', '=', lang)
    .executeTakeFirst();
  if (!language) throw new OperatorError(`the shop has no language "${lang}"`);
  let html: string;
  try {
    html = fs.readFileSync(file, 'utf8');
  } catch {
    throw new OperatorError(`cannot read the file "${file}"`);
  }
  const existing = await s.db
    .selectFrom('document')
    .innerJoin('document_text', 'document_text.document_id', 'document.id')
    .select('title')
    .where('code', '=', code)
    .where('lang', '=', lang)
    .executeTakeFirst();
  const title = titleWords.join(' ').trim() || existing?.title;
  if (!title) throw new OperatorError(`a new text needs a title: npm run shop -- ${usage}`);
  const change = { code, version: null, create: true, words: { [lang]: { title, body: html } } };
  let text;
  try {
    text = (await publishDocument(s.db, OPERATOR, change, s.now)).get(lang);
  } catch (error) {
    if (!(error instanceof DocumentRefusal)) throw error;
    throw new OperatorError(`"${file}": ${message('en', error.key, error.params)}`);
  }
  const verb = existing ? 'replaced' : 'created';
  const cleaned = text?.leftOut
    ? '\nleft out what may not run on a shop page (scripts, event handlers, unsafe links)'
    : '';
  return `${verb} ${code} (${lang}): ${title}, ${text?.body.length} characters of HTML${cleaned}`;
}

/** `document <action> …`: null when the action is unknown. */
export const documentCommand = byAction<OperatorServices>({
  list: listCommand,
  show: showCommand,
  set: setCommand,
});
