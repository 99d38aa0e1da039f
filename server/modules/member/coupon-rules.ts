import type { CouponCategoryOption, CouponLimitItem } from '../../../contract/console-marketing';
import type { CouponTerms } from '../../../contract/member';
import type { Db } from '../../db/database';
import type { Lang } from '../../lib/lang';
import { langsFor, pickTexts } from '../catalogue';

// What a coupon takes off beside its amount (a percentage, perhaps capped) and which pieces it
// applies to (every piece, some categories with their subcategories, or some pieces by SN).

/** A coupon's rules as checkout prices them, and its terms as the member reads them. */
export interface CouponRules {
  percent_off: number;
  cap: number;
  limit:
    | { kind: 'all' }
    | { kind: 'categories'; category_ids: number[] }
    | { kind: 'pieces'; sns: string[] };
  terms: CouponTerms;
}

const WHOLE_SHOP: Omit<CouponRules, 'terms'> = { percent_off: 0, cap: 0, limit: { kind: 'all' } };

type CategoryTree = readonly { id: number; parent_id: number | null }[];

/** The categories with every category below them, however deep. */
function withSubcategories(rows: CategoryTree, ids: readonly number[]): number[] {
  const found = new Set(ids);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows) {
      if (row.parent_id !== null && found.has(row.parent_id) && !found.has(row.id)) {
        found.add(row.id);
        grew = true;
      }
    }
  }
  return [...found].sort((a, b) => a - b);
}

/** Category names in `lang` (the default language where it has none). */
async function categoryNames(
  db: Db,
  ids: readonly number[],
  lang: Lang,
): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('category_text')
    .select(['category_id', 'lang', 'name'])
    .where('category_id', 'in', [...ids])
    .where('lang', 'in', langsFor(lang))
    .execute();
  return new Map(
    [...pickTexts(rows, (row) => row.category_id, lang)].map(([id, row]) => [id, row.name]),
  );
}

/** Piece names by SN in `lang`; an SN the catalogue does not know is named by itself. */
async function pieceNames(
  db: Db,
  sns: readonly string[],
  lang: Lang,
): Promise<Map<string, string>> {
  if (!sns.length) return new Map();
  const rows = await db
    .selectFrom('goods')
    .innerJoin('goods_text', 'goods_text.goods_id', 'goods.id')
    .select(['goods.id', 'goods.sn', 'goods_text.lang', 'goods_text.name'])
    .where('goods.sn', 'in', [...sns])
    .where('goods_text.lang', 'in', langsFor(lang))
    .execute();
  return new Map([...pickTexts(rows, (row) => row.id, lang).values()].map((r) => [r.sn, r.name]));
}

/**
 * The rules of the coupons made from `templateIds`, with their terms in `lang`. A coupon made
 * before coupons had these rules takes an amount off the whole shop.
 */
export async function loadCouponRules(
  db: Db,
  templateIds: readonly number[],
  lang: Lang,
): Promise<Map<number, CouponRules>> {
  const ids = [...new Set(templateIds)];
  if (!ids.length) return new Map();
  const [templates, limits] = await Promise.all([
    db
      .selectFrom('coupon_template')
      .select(['id', 'percent_off', 'cap_fen', 'limit_kind'])
      .where('id', 'in', ids)
      .execute(),
    db
      .selectFrom('coupon_template_limit')
      .selectAll()
      .where('coupon_template_id', 'in', ids)
      .execute(),
  ]);
  const categoryIds = [...new Set(limits.flatMap((l) => (l.category_id ? [l.category_id] : [])))];
  const sns = [...new Set(limits.flatMap((l) => (l.goods_sn ? [l.goods_sn] : [])))];
  const [categories, pieces, tree] = await Promise.all([
    categoryNames(db, categoryIds, lang),
    pieceNames(db, sns, lang),
    categoryIds.length
      ? db.selectFrom('category').select(['id', 'parent_id']).execute()
      : Promise.resolve([]),
  ]);
  const rules = new Map<number, CouponRules>();
  for (const template of templates) {
    const own = limits.filter((l) => l.coupon_template_id === template.id);
    const base = { percent_off: Number(template.percent_off), cap: Number(template.cap_fen) };
    let limit: CouponRules['limit'] = WHOLE_SHOP.limit;
    let names: string[] = [];
    if (template.limit_kind === 'categories') {
      const chosen = own.flatMap((l) => (l.category_id ? [l.category_id] : []));
      limit = { kind: 'categories', category_ids: withSubcategories(tree, chosen) };
      names = chosen.map((id) => categories.get(id) ?? String(id));
    } else if (template.limit_kind === 'pieces') {
      const chosen = own.flatMap((l) => (l.goods_sn ? [l.goods_sn] : []));
      limit = { kind: 'pieces', sns: chosen };
      names = chosen.map((sn) => pieces.get(sn) ?? sn);
    }
    rules.set(template.id, {
      ...base,
      limit,
      terms: { ...base, limit: limit.kind, limit_names: names },
    });
  }
  return rules;
}

/** The terms of a coupon whose template is gone or predates these rules. */
export const WHOLE_SHOP_TERMS: CouponTerms = {
  percent_off: 0,
  cap: 0,
  limit: 'all',
  limit_names: [],
};
export const WHOLE_SHOP_RULES: CouponRules = { ...WHOLE_SHOP, terms: WHOLE_SHOP_TERMS };

/** Names in both languages, by owner id. */
function bothNames<Row extends { lang: string; name: string }>(
  rows: Row[],
  owner: (row: Row) => number,
): Map<number, { name_cn: string; name_en: string }> {
  const cn = pickTexts(rows, owner, 'cn');
  const en = pickTexts(rows, owner, 'en');
  const names = new Map<number, { name_cn: string; name_en: string }>();
  for (const id of new Set(rows.map(owner))) {
    names.set(id, { name_cn: cn.get(id)?.name ?? '', name_en: en.get(id)?.name ?? '' });
  }
  return names;
}

/** The categories or pieces each coupon is limited to, named in both languages, for the console. */
export async function couponLimitItems(
  db: Db,
  templateIds: readonly number[],
): Promise<Map<number, CouponLimitItem[]>> {
  const items = new Map<number, CouponLimitItem[]>();
  if (!templateIds.length) return items;
  const limits = await db
    .selectFrom('coupon_template_limit')
    .selectAll()
    .where('coupon_template_id', 'in', [...templateIds])
    .execute();
  const categoryIds = [...new Set(limits.flatMap((l) => (l.category_id ? [l.category_id] : [])))];
  const sns = [...new Set(limits.flatMap((l) => (l.goods_sn ? [l.goods_sn] : [])))];
  const [categoryRows, pieceRows] = await Promise.all([
    categoryIds.length
      ? db
          .selectFrom('category_text')
          .select(['category_id', 'lang', 'name'])
          .where('category_id', 'in', categoryIds)
          .execute()
      : Promise.resolve([]),
    sns.length
      ? db
          .selectFrom('goods')
          .innerJoin('goods_text', 'goods_text.goods_id', 'goods.id')
          .select(['goods.id', 'goods.sn', 'goods_text.lang', 'goods_text.name'])
          .where('goods.sn', 'in', sns)
          .execute()
      : Promise.resolve([]),
  ]);
  const categories = bothNames(categoryRows, (row) => row.category_id);
  const pieceIds = new Map(pieceRows.map((row) => [row.sn, row.id]));
  const pieces = bothNames(pieceRows, (row) => row.id);
  for (const limit of limits) {
    const names =
      limit.category_id !== null
        ? categories.get(limit.category_id)
        : pieces.get(pieceIds.get(limit.goods_sn ?? '') ?? 0);
    const fallback = limit.goods_sn ?? String(limit.category_id);
    const own = items.get(limit.coupon_template_id) ?? [];
    own.push({
      category_id: limit.category_id,
      sn: limit.goods_sn,
      name_cn: names?.name_cn || fallback,
      name_en: names?.name_en || fallback,
    });
    items.set(limit.coupon_template_id, own);
  }
  return items;
}

/** Every category, named in both languages, for the console's choice of a coupon's limit. */
export async function couponCategoryOptions(db: Db): Promise<CouponCategoryOption[]> {
  const [rows, texts] = await Promise.all([
    db
      .selectFrom('category')
      .select(['id', 'parent_id', 'sort'])
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db.selectFrom('category_text').select(['category_id', 'lang', 'name']).execute(),
  ]);
  const names = bothNames(texts, (row) => row.category_id);
  return rows.map((row) => ({
    id: row.id,
    parent_id: row.parent_id,
    name_cn: names.get(row.id)?.name_cn ?? '',
    name_en: names.get(row.id)?.name_en ?? '',
  }));
}
