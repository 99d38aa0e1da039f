import type { Db } from '../../database';
import { perLang } from '../batch';
import { DEPARTMENTS } from '../data/catalogue';
import { COLORS, LANGUAGES, PROMOTIONS, SEASONS, SERIES } from '../data/reference';

export interface ReferenceIds {
  series: Map<string, number>;
  seasons: Map<string, number>;
  colors: Map<string, number>;
  promotions: Map<string, number>;
  /** Departments and leaf categories by slug. */
  categories: Map<string, number>;
}

/** Languages, series, seasons, colours, promotions and the category tree. */
export async function insertReference(db: Db): Promise<ReferenceIds> {
  await db
    .insertInto('language')
    .values([...LANGUAGES])
    .execute();

  const series = new Map<string, number>();
  for (const [sort, item] of SERIES.entries()) {
    const { id } = await db
      .insertInto('series')
      .values({ slug: item.slug, sort: sort + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    series.set(item.slug, id);
    await db
      .insertInto('series_text')
      .values(perLang((lang) => ({ series_id: id, lang, name: item.name[lang] })))
      .execute();
  }

  const seasons = new Map<string, number>();
  for (const [sort, item] of SEASONS.entries()) {
    const { id } = await db
      .insertInto('season')
      .values({ slug: item.slug, sort: sort + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    seasons.set(item.slug, id);
    await db
      .insertInto('season_text')
      .values(perLang((lang) => ({ season_id: id, lang, name: item.name[lang] })))
      .execute();
  }

  const colors = new Map<string, number>();
  for (const [sort, item] of COLORS.entries()) {
    const { id } = await db
      .insertInto('color')
      .values({ slug: item.slug, hex: item.hex, sort: sort + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    colors.set(item.slug, id);
    await db
      .insertInto('color_text')
      .values(perLang((lang) => ({ color_id: id, lang, name: item.name[lang] })))
      .execute();
  }

  const promotions = new Map<string, number>();
  for (const item of PROMOTIONS) {
    const { id } = await db
      .insertInto('promotion')
      .values({
        slug: item.slug,
        discount_percent: item.discount,
        starts_at: null,
        ends_at: item.endsAt,
        is_coupon: item.isCoupon ?? 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    promotions.set(item.slug, id);
    await db
      .insertInto('promotion_text')
      .values(
        perLang((lang) => ({ promotion_id: id, lang, name: item.name[lang], tag: item.tag[lang] })),
      )
      .execute();
  }

  return { series, seasons, colors, promotions, categories: await insertCategories(db) };
}

async function insertCategory(
  db: Db,
  parentId: number | null,
  slug: string,
  sort: number,
  name: { cn: string; en: string },
): Promise<number> {
  const { id } = await db
    .insertInto('category')
    .values({ parent_id: parentId, slug, sort })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('category_text')
    .values(perLang((lang) => ({ category_id: id, lang, name: name[lang] })))
    .execute();
  return id;
}

async function insertCategories(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [d, department] of DEPARTMENTS.entries()) {
    const parent = await insertCategory(db, null, department.slug, (d + 1) * 10, department.name);
    ids.set(department.slug, parent);
    for (const [l, leaf] of department.leaves.entries()) {
      ids.set(leaf.slug, await insertCategory(db, parent, leaf.slug, (l + 1) * 10, leaf.name));
    }
  }
  return ids;
}
