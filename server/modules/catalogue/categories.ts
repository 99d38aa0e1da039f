import type { CategoryRef } from '../../../contract/catalogue';
import type { Db } from '../../db/database';
import type { Lang } from '../../lib/lang';
import { langsFor, pickTexts } from './texts';

/** The category with its path from the top of the tree (for breadcrumbs and titles). */
export async function categoryPath(
  db: Db,
  categoryId: number,
  lang: Lang,
): Promise<(CategoryRef & { path: CategoryRef[] }) | null> {
  const [all, texts] = await Promise.all([
    db.selectFrom('category').select(['id', 'parent_id']).execute(),
    db
      .selectFrom('category_text')
      .select(['category_id', 'lang', 'name'])
      .where('lang', 'in', langsFor(lang))
      .execute(),
  ]);
  const parentOf = new Map(all.map((c) => [c.id, c.parent_id]));
  const nameOf = pickTexts(texts, (t) => t.category_id, lang);
  if (!parentOf.has(categoryId)) return null;
  const path: CategoryRef[] = [];
  for (let id: number | null | undefined = categoryId; id != null; id = parentOf.get(id)) {
    path.unshift({ id, name: nameOf.get(id)?.name ?? '' });
    if (path.length > 10) break;
  }
  return { id: categoryId, name: nameOf.get(categoryId)?.name ?? '', path };
}
