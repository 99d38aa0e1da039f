import type { CategoryRef } from '../../../contract/catalogue';
import type { Db } from '../../db/database';
import type { Lang } from '../../lib/lang';
import { keptForLists } from './screen-cache';
import { langsFor, pickTexts } from './texts';

interface CategoryTree {
  parentOf: Map<number, number | null>;
  nameOf: Map<number, { name: string }>;
}

/** Every category's parent and name in a language, kept while the lists hold. */
const keptTrees = keptForLists<CategoryTree>();

async function readTree(db: Db, lang: Lang): Promise<CategoryTree> {
  const [all, texts] = await Promise.all([
    db.selectFrom('category').select(['id', 'parent_id']).execute(),
    db
      .selectFrom('category_text')
      .select(['category_id', 'lang', 'name'])
      .where('lang', 'in', langsFor(lang))
      .execute(),
  ]);
  return {
    parentOf: new Map(all.map((c) => [c.id, c.parent_id])),
    nameOf: pickTexts(texts, (t) => t.category_id, lang),
  };
}

/** The category with its path from the top of the tree (for breadcrumbs and titles). */
export async function categoryPath(
  db: Db,
  categoryId: number,
  lang: Lang,
): Promise<(CategoryRef & { path: CategoryRef[] }) | null> {
  const { parentOf, nameOf } = await keptTrees(db, lang, () => readTree(db, lang));
  if (!parentOf.has(categoryId)) return null;
  const path: CategoryRef[] = [];
  for (let id: number | null | undefined = categoryId; id != null; id = parentOf.get(id)) {
    path.unshift({ id, name: nameOf.get(id)?.name ?? '' });
    if (path.length > 10) break;
  }
  return { id: categoryId, name: nameOf.get(categoryId)?.name ?? '', path };
}
