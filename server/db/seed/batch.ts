import type { Insertable } from 'kysely';
import type { Db } from '../database';
import type { Database } from '../schema';

/** Rows per INSERT: well under both SQLite's and PostgreSQL's parameter limits. */
export const BATCH = 200;

export function chunks<T>(rows: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Inserts rows in batches, for tables whose generated ids are not needed. */
export async function insertAll<T extends keyof Database & string>(
  db: Db,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  for (const chunk of chunks(rows)) {
    await db
      .insertInto(table)
      .values(chunk as never)
      .execute();
  }
}

export const LANGS = ['cn', 'en'] as const;
export type SeedLang = (typeof LANGS)[number];

/** One row per shop language, e.g. an entity's texts. */
export function perLang<Row>(make: (lang: SeedLang) => Row): Row[] {
  return LANGS.map(make);
}
