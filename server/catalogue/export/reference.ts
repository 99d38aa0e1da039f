import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import { CsvFile } from './csv';
import { chinaDateText } from './values';

// The reference files: every category, series, season, colour and promotion of the shop, in id
// order, so that an empty shop importing them gives each the id it has here.

/** The text tables seen alike: an owner's id, a language and texts. */
type LooseDb = Kysely<Record<string, Record<string, string | number>>>;

export interface ReferenceExport {
  slugs: SlugsById;
  /** Rows written, by file. */
  rows: Record<string, number>;
  /** What the files could not hold exactly, for the operator. */
  notes: string[];
}

/** The shop's slugs by id, which the catalogue's rows name. */
export interface SlugsById {
  categories: Map<number, string>;
  series: Map<number, string>;
  seasons: Map<number, string>;
  colours: Map<number, string>;
  promotions: Map<number, string>;
}

/** A text table's texts in the feed's two languages, by its owner's id: [cn, en]. */
async function textsOf(db: Db, owner: 'category' | 'series' | 'season' | 'color' | 'promotion') {
  const rows = await (db as unknown as LooseDb)
    .selectFrom(`${owner}_text`)
    .selectAll()
    .where('lang', 'in', ['cn', 'en'])
    .execute();
  const texts = new Map<string, Record<string, string | number>>();
  for (const row of rows) texts.set(`${row[`${owner}_id`]}|${row.lang}`, row);
  return (id: number, field: 'name' | 'tag' = 'name') =>
    (['cn', 'en'] as const).map((lang) => String(texts.get(`${id}|${lang}`)?.[field] ?? ''));
}

async function writeFile(folder: string, file: string, header: string[], rows: string[][]) {
  const csv = await CsvFile.create(path.join(folder, file), header);
  try {
    await csv.add(rows);
  } finally {
    await csv.close();
  }
}

const NAMED = ['name_cn', 'name_en'];

export async function exportReference(db: Db, folder: string): Promise<ReferenceExport> {
  const byId = <T extends { id: number; slug: string }>(rows: T[]) =>
    new Map(rows.map((row) => [row.id, row.slug]));
  const [categories, series, seasons, colours, promotions] = await Promise.all([
    db.selectFrom('category').selectAll().orderBy('id').execute(),
    db.selectFrom('series').selectAll().orderBy('id').execute(),
    db.selectFrom('season').selectAll().orderBy('id').execute(),
    db.selectFrom('color').selectAll().orderBy('id').execute(),
    db.selectFrom('promotion').selectAll().orderBy('id').execute(),
  ]);
  const slugs: SlugsById = {
    categories: byId(categories),
    series: byId(series),
    seasons: byId(seasons),
    colours: byId(colours),
    promotions: byId(promotions),
  };
  const notes: string[] = [];
  const [categoryName, seriesName, seasonName, colourName, promotionText] = await Promise.all([
    textsOf(db, 'category'),
    textsOf(db, 'series'),
    textsOf(db, 'season'),
    textsOf(db, 'color'),
    textsOf(db, 'promotion'),
  ]);
  const moment = (slug: string, column: string, ms: number | null, edge: 'start' | 'end') => {
    if (ms === null) return '';
    const text = chinaDateText(ms, edge);
    if (text !== null) return text;
    const minute = chinaDateText(ms - (ms % 60_000), 'start') ?? '';
    notes.push(`promotions.csv: ${slug}'s ${column} has seconds; written to the minute, ${minute}`);
    return minute;
  };
  const files: [string, string[], string[][]][] = [
    [
      'categories.csv',
      ['slug', 'parent', ...NAMED, 'sort'],
      categories.map((c) => [
        c.slug,
        c.parent_id === null ? '' : (slugs.categories.get(c.parent_id) ?? ''),
        ...categoryName(c.id),
        String(c.sort),
      ]),
    ],
    ['series.csv', ['slug', ...NAMED, 'sort'], series.map((s) => named(s, seriesName))],
    ['seasons.csv', ['slug', ...NAMED, 'sort'], seasons.map((s) => named(s, seasonName))],
    [
      'colours.csv',
      ['slug', 'hex', ...NAMED, 'sort'],
      colours.map((c) => [c.slug, c.hex, ...colourName(c.id), String(c.sort)]),
    ],
    [
      'promotions.csv',
      ['slug', 'discount_percent', 'starts_at', 'ends_at', ...NAMED, 'tag_cn', 'tag_en'],
      promotions.map((p) => [
        p.slug,
        String(p.discount_percent),
        moment(p.slug, 'starts_at', p.starts_at, 'start'),
        moment(p.slug, 'ends_at', p.ends_at, 'end'),
        ...promotionText(p.id),
        ...promotionText(p.id, 'tag'),
      ]),
    ],
  ];
  const rows: Record<string, number> = {};
  for (const [file, header, records] of files) {
    await writeFile(folder, file, header, records);
    rows[file] = records.length;
  }
  return { slugs, rows, notes };
}

function named(row: { id: number; slug: string; sort: number }, name: (id: number) => string[]) {
  return [row.slug, ...name(row.id), String(row.sort)];
}
