import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Lang } from '../../lib/lang';
import {
  FEED_LANGS,
  REFERENCE_KINDS,
  type ImportContext,
  type Reference,
  type ReferenceKind,
} from './apply-context';
import type { Texts } from './model';
import { listsVersion } from '../listing';

// The reference files (categories, series, seasons, colours, promotions): each row upserted by
// slug with its texts per language. Their tables share one shape, so one routine writes them all.

type Value = string | number | null;
type LooseRow = Record<string, Value>;
/** The reference tables seen alike: `id`, `slug` and columns of their own. */
type LooseDb = Kysely<Record<string, LooseRow>>;

interface SlugRow {
  slug: string;
  /** The table's columns besides id and slug. */
  fields: LooseRow;
  /** The text table's columns, per language. */
  texts: Record<Lang, Record<string, string>>;
}

interface SlugTable {
  table: string;
  textTable: string;
  owner: string;
}

const TABLES: Record<ReferenceKind, SlugTable> = {
  categories: { table: 'category', textTable: 'category_text', owner: 'category_id' },
  series: { table: 'series', textTable: 'series_text', owner: 'series_id' },
  seasons: { table: 'season', textTable: 'season_text', owner: 'season_id' },
  colours: { table: 'color', textTable: 'color_text', owner: 'color_id' },
  promotions: { table: 'promotion', textTable: 'promotion_text', owner: 'promotion_id' },
};

function slugRow(item: { slug: string; name: Texts }, fields: LooseRow): SlugRow {
  return {
    slug: item.slug,
    fields,
    texts: { cn: { name: item.name.cn }, en: { name: item.name.en } },
  };
}

/** The feed's rows of each reference file, as table rows; null for a file the folder lacks. */
function feedRows({ feed }: ImportContext): Record<ReferenceKind, SlugRow[] | null> {
  return {
    categories: feed.categories?.map((c) => slugRow(c, { sort: c.sort })) ?? null,
    series: feed.series?.map((s) => slugRow(s, { sort: s.sort })) ?? null,
    seasons: feed.seasons?.map((s) => slugRow(s, { sort: s.sort })) ?? null,
    colours: feed.colours?.map((c) => slugRow(c, { hex: c.hex, sort: c.sort })) ?? null,
    promotions:
      feed.promotions?.map((p) => ({
        ...slugRow(p, {
          discount_percent: p.discountPercent,
          starts_at: p.startsAt,
          ends_at: p.endsAt,
        }),
        texts: { cn: { name: p.name.cn, tag: p.tag.cn }, en: { name: p.name.en, tag: p.tag.en } },
      })) ?? null,
  };
}

const same = (current: LooseRow | undefined, wanted: LooseRow) =>
  current !== undefined && Object.entries(wanted).every(([key, value]) => current[key] === value);

interface Upserted {
  ids: Map<string, number>;
  /** Slugs added or changed, already counted. */
  touched: Set<string>;
  /** The rows as they were, by slug. */
  before: Map<string, LooseRow>;
  /** Names per language as they are once the feed is in, by slug. */
  names: Map<string, Texts>;
  /** Ids of rows the shop had whose texts change. */
  renamed: number[];
}

/** Writes one row of a reference file (or only its columns or texts that differ); its id. */
async function writeSlugRow(
  db: LooseDb,
  { table, textTable, owner }: SlugTable,
  row: SlugRow,
  stale: { id: number | undefined; fields: boolean; langs: Lang[] },
): Promise<number> {
  let id = stale.id;
  if (id === undefined) {
    const inserted = await db
      .insertInto(table)
      .values({ slug: row.slug, ...row.fields })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = Number(inserted.id);
  } else if (stale.fields) {
    await db.updateTable(table).set(row.fields).where('id', '=', id).execute();
  }
  for (const lang of stale.langs) {
    const values = row.texts[lang];
    await db
      .insertInto(textTable)
      .values({ [owner]: id, lang, ...values })
      .onConflict((oc) => oc.columns([owner, 'lang']).doUpdateSet(values))
      .execute();
  }
  return id;
}

async function upsertSlugRows(
  ctx: ImportContext,
  kind: ReferenceKind,
  rows: SlugRow[],
): Promise<Upserted> {
  const db = ctx.db as unknown as LooseDb;
  const { table, textTable, owner } = TABLES[kind];
  const [existing, texts] = await Promise.all([
    db.selectFrom(table).selectAll().execute(),
    db.selectFrom(textTable).selectAll().where('lang', 'in', FEED_LANGS).execute(),
  ]);
  const before = new Map(existing.map((row) => [String(row.slug), row]));
  const ids = new Map(existing.map((row) => [String(row.slug), Number(row.id)]));
  const textOf = new Map(texts.map((row) => [`${String(row[owner])}|${String(row.lang)}`, row]));
  const names = new Map<string, Texts>();
  for (const [slug, id] of ids) {
    const name = (lang: Lang) => String(textOf.get(`${id}|${lang}`)?.name ?? '');
    names.set(slug, { cn: name('cn'), en: name('en') });
  }
  const touched = new Set<string>();
  const renamed: number[] = [];
  for (const row of rows) {
    const id = ids.get(row.slug);
    const staleLangs = FEED_LANGS.filter(
      (lang) => id === undefined || !same(textOf.get(`${id}|${lang}`), row.texts[lang]),
    );
    const fieldsSame = same(before.get(row.slug), row.fields);
    names.set(row.slug, { cn: row.texts.cn.name ?? '', en: row.texts.en.name ?? '' });
    if (fieldsSame && staleLangs.length === 0) continue;
    touched.add(row.slug);
    if (id !== undefined && staleLangs.length > 0) renamed.push(id);
    ctx.summary.reference[kind][id === undefined ? 'new' : 'changed'] += 1;
    if (!ctx.write) {
      if (id === undefined) ids.set(row.slug, ctx.placeholder());
      continue;
    }
    const written = await writeSlugRow(db, TABLES[kind], row, {
      id,
      fields: !fieldsSame,
      langs: staleLangs,
    });
    ids.set(row.slug, written);
  }
  return { ids, touched, before, names, renamed };
}

/** Each category under its parent, once every category of the file has an id. */
async function placeCategories(ctx: ImportContext, upserted: Upserted): Promise<void> {
  for (const category of ctx.feed.categories ?? []) {
    const id = upserted.ids.get(category.slug);
    const parentId = category.parent === null ? null : (upserted.ids.get(category.parent) ?? null);
    const current = upserted.before.get(category.slug)?.parent_id ?? null;
    if (id === undefined || current === parentId) continue;
    if (!upserted.touched.has(category.slug)) {
      upserted.touched.add(category.slug);
      ctx.summary.reference.categories.changed += 1;
    }
    if (ctx.write) {
      await ctx.db
        .updateTable('category')
        .set({ parent_id: parentId })
        .where('id', '=', id)
        .execute();
    }
  }
}

/**
 * Upserts the reference files the feed has (in a plan, only counts) and answers the ids and
 * names every piece of the feed refers to.
 */
export async function applyReference(ctx: ImportContext): Promise<Reference> {
  const rows = feedRows(ctx);
  const done = {} as Record<ReferenceKind, Upserted>;
  for (const kind of REFERENCE_KINDS) {
    done[kind] = await upsertSlugRows(ctx, kind, rows[kind] ?? []);
  }
  await placeCategories(ctx, done.categories);
  // Instances keep the category tree with the lists (a list's and a piece's category path).
  if (ctx.write && done.categories.touched.size) await listsVersion.record(ctx.db, randomUUID());
  return {
    ids: {
      categories: done.categories.ids,
      series: done.series.ids,
      seasons: done.seasons.ids,
      colours: done.colours.ids,
      promotions: done.promotions.ids,
    },
    names: {
      categories: done.categories.names,
      series: done.series.names,
      colours: done.colours.names,
    },
    promotionsTouched: [...done.promotions.touched],
    renamed: {
      categories: done.categories.renamed,
      series: done.series.renamed,
      colours: done.colours.renamed,
    },
  };
}
