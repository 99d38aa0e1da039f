import { CONTENT_LANGS, type ContentLang } from '../../../contract/console-content';
import type { ConsoleMenuItem, MenuItemFields } from '../../../contract/console-menus';
import type { Db } from '../../db/database';
import { writeAudit, type Actor } from '../staff';
import { ContentRefusal } from './refusal';

// The shop's menus as the team edits them: each item's names, order, shown or hidden. A save
// applies at once; the shoppers' pages read the menus as they do the catalogue (kept seconds).

/** A row's words in each of the console's languages, from its text rows. */
export function wordsByLang<T extends { lang: string }>(
  rows: T[],
  word: (row: T) => string,
): Record<ContentLang, string> {
  const of = (lang: string) => rows.find((row) => row.lang === lang);
  return Object.fromEntries(
    CONTENT_LANGS.map((lang) => {
      const row = of(lang);
      return [lang, row ? word(row) : ''];
    }),
  ) as Record<ContentLang, string>;
}

/** The items as a tree; an item whose parent is not among them is left out with it. */
export function asTree<T extends { children: T[] }>(
  rows: { id: number; parent_id: number | null }[],
  nodes: Map<number, T>,
): T[] {
  const roots: T[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id);
    if (!node) continue;
    if (row.parent_id === null) roots.push(node);
    else nodes.get(row.parent_id)?.children.push(node);
  }
  return roots;
}

async function menuRows(db: Db) {
  const [items, texts] = await Promise.all([
    db.selectFrom('menu').selectAll().orderBy('sort').orderBy('id').execute(),
    db.selectFrom('menu_text').selectAll().execute(),
  ]);
  const nodes = new Map<number, ConsoleMenuItem>(
    items.map((m) => [
      m.id,
      {
        id: m.id,
        version: m.version,
        link: m.link,
        sort: m.sort,
        shown: m.shown === 1,
        names: wordsByLang(
          texts.filter((t) => t.menu_id === m.id),
          (t) => t.name,
        ),
        children: [],
      },
    ]),
  );
  return { items, nodes };
}

export async function consoleMenus(db: Db): Promise<ConsoleMenuItem[]> {
  const { items, nodes } = await menuRows(db);
  return asTree(items, nodes);
}

/** A menu item without its sub-items, as the audit log keeps it. */
async function menuItem(db: Db, id: number) {
  const node = (await menuRows(db)).nodes.get(id);
  if (!node) return null;
  const { children: _children, ...item } = node;
  return item;
}

/** Saves the menu item read at `version`: of two staff saving it at once one is kept. */
export async function saveMenuItem(
  db: Db,
  actor: Actor,
  target: { id: number; version: number },
  fields: MenuItemFields,
  now: number,
): Promise<void> {
  if (CONTENT_LANGS.some((lang) => !fields.names[lang].trim())) {
    throw new ContentRefusal('invalid', 'menuNameNeeded');
  }
  const before = await menuItem(db, target.id);
  if (!before) throw new ContentRefusal('not_found', 'menuUnknown');
  // What the audit keeps as "before" is the version the staff member read, or nothing is saved.
  if (before.version !== target.version) throw new ContentRefusal('conflict', 'menuChanged');
  const saved = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('menu')
      .set({ sort: fields.sort, shown: fields.shown ? 1 : 0, version: target.version + 1 })
      .where('id', '=', target.id)
      .where('version', '=', target.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await trx.deleteFrom('menu_text').where('menu_id', '=', target.id).execute();
    await trx
      .insertInto('menu_text')
      .values(
        CONTENT_LANGS.map((lang) => ({
          menu_id: target.id,
          lang,
          name: fields.names[lang].trim(),
        })),
      )
      .execute();
    const after = await menuItem(trx, target.id);
    await writeAudit(
      trx,
      actor,
      { action: 'content.menu.update', recordType: 'menu', recordId: target.id, before, after },
      now,
    );
    return true;
  });
  if (!saved) throw new ContentRefusal('conflict', 'menuChanged');
}
