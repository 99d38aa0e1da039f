import { optionalCsv, type FeedContext } from './folder';
import type { FeedColour, FeedNamed, FeedPromotion, Texts } from './model';
import { said } from './problem-words';
import { Row } from './row';
import { readTable } from './table';
import { chinaTime, hex, integer, slug as slugOf, words } from './values';

// The optional files that define categories, series, seasons, colours and promotions by slug.

export interface Definitions<T> {
  entries: T[];
  /** Every slug the file defines, with its line: those of rows with problems too. */
  lines: Map<string, number>;
}

export const name = words(200);
const tag = words(40);
export const sort = integer();

export function texts<C extends string>(
  row: Row<C>,
  cn: C,
  en: C,
  parse = name,
): Texts | undefined {
  const both = { cn: row.required(cn, parse), en: row.required(en, parse) };
  return both.cn === undefined || both.en === undefined ? undefined : { cn: both.cn, en: both.en };
}

/** Reads a file of definitions; a slug defined twice is a problem. Null when there is no file. */
export async function readDefinitions<C extends string, T>(
  context: FeedContext,
  file: string,
  columns: readonly ('slug' | C)[],
  entry: (row: Row<'slug' | C>) => T | undefined,
): Promise<Definitions<T & { slug: string }> | null> {
  const source = await optionalCsv(context, file);
  if (!source) return null;
  const entries: (T & { slug: string })[] = [];
  const lines = new Map<string, number>();
  for await (const cells of readTable(context.problems, source, columns)) {
    const row = new Row(context.problems, file, cells);
    const slug = row.required('slug', slugOf);
    const first = slug === undefined ? undefined : lines.get(slug);
    if (first !== undefined)
      row.report('slug', said('slugTwice', { value: slug ?? '', line: first }));
    else if (slug !== undefined) lines.set(slug, row.line);
    const made = entry(row);
    if (made !== undefined && slug !== undefined && first === undefined) {
      entries.push({ ...made, slug });
    }
  }
  return { entries, lines };
}

export function readNamed(context: FeedContext, file: 'series.csv' | 'seasons.csv') {
  return readDefinitions(context, file, ['slug', 'name_cn', 'name_en', 'sort'], (row) => {
    const names = texts(row, 'name_cn', 'name_en');
    const order = row.optional('sort', sort);
    if (names === undefined || order === undefined) return undefined;
    return { name: names, sort: order ?? 0 };
  }) satisfies Promise<Definitions<FeedNamed> | null>;
}

export function readColours(context: FeedContext) {
  const columns = ['slug', 'hex', 'name_cn', 'name_en', 'sort'] as const;
  return readDefinitions(context, 'colours.csv', columns, (row) => {
    const colour = row.required('hex', hex);
    const names = texts(row, 'name_cn', 'name_en');
    const order = row.optional('sort', sort);
    if (colour === undefined || names === undefined || order === undefined) return undefined;
    return { hex: colour, name: names, sort: order ?? 0 };
  }) satisfies Promise<Definitions<FeedColour> | null>;
}

export function readPromotions(context: FeedContext) {
  const terms = ['slug', 'discount_percent', 'starts_at', 'ends_at'] as const;
  const wording = ['name_cn', 'name_en', 'tag_cn', 'tag_en'] as const;
  return readDefinitions(context, 'promotions.csv', [...terms, ...wording], (row) => {
    const discountPercent = row.required('discount_percent', integer(0, 99));
    const startsAt = row.optional('starts_at', chinaTime());
    const endsAt = row.optional('ends_at', chinaTime(true));
    const names = texts(row, 'name_cn', 'name_en');
    const tags = texts(row, 'tag_cn', 'tag_en', tag);
    if (startsAt != null && endsAt != null && endsAt <= startsAt) {
      row.report('ends_at', said('endsBeforeStart'));
      return undefined;
    }
    if (discountPercent === undefined || startsAt === undefined) return undefined;
    if (endsAt === undefined || names === undefined || tags === undefined) return undefined;
    return { discountPercent, startsAt, endsAt, name: names, tag: tags };
  }) satisfies Promise<Definitions<FeedPromotion> | null>;
}
