import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { GoodsSearchTable } from '../db/schema-search';
import { fold, type WordSplitter } from './words';
import { refreshSearchListing } from './search-listing';
import { synonymGroups } from './shop-vocabulary';
import { categoryNameFor, kindsOfGroups, type KindOf } from './category-kinds';
import { JOINED_KINDS } from '../../contract/search-words';

// Each piece's row of goods_search: the words it is found by, from its names (with their pinyin),
// its category path and series, its colours, material and sn, and its description. A word is
// kept only where it weighs most, which is where ranking looks first.

type SearchRow = Selectable<GoodsSearchTable>;

/** Pieces indexed together: a few queries each. */
const CHUNK = 500;

interface Catalogue {
  parentOf: Map<number, number | null>;
  categoryNames: Map<number, string[]>;
  seriesNames: Map<number, string[]>;
  colourNames: Map<number, string[]>;
  kindOf: KindOf;
}

function namesBy<T, V>(rows: readonly T[], owner: (row: T) => number, name: (row: T) => V) {
  const names = new Map<number, V[]>();
  for (const row of rows) names.set(owner(row), [...(names.get(owner(row)) ?? []), name(row)]);
  return names;
}

async function readCatalogue(db: Db, splitter: WordSplitter): Promise<Catalogue> {
  const [categories, categoryTexts, seriesTexts, colourTexts, groups] = await Promise.all([
    db.selectFrom('category').select(['id', 'parent_id']).execute(),
    db.selectFrom('category_text').select(['category_id', 'name']).execute(),
    db.selectFrom('series_text').select(['series_id', 'name']).execute(),
    db.selectFrom('color_text').select(['color_id', 'name']).execute(),
    synonymGroups(db),
  ]);
  return {
    kindOf: kindsOfGroups(groups, splitter),
    parentOf: new Map(categories.map((c) => [c.id, c.parent_id])),
    categoryNames: namesBy(
      categoryTexts,
      (t) => t.category_id,
      (t) => t.name,
    ),
    seriesNames: namesBy(
      seriesTexts,
      (t) => t.series_id,
      (t) => t.name,
    ),
    colourNames: namesBy(
      colourTexts,
      (t) => t.color_id,
      (t) => t.name,
    ),
  };
}

/** The words the names of the piece's category and those above it give it (category-kinds.ts). */
function categoryPathNames(
  catalogue: Catalogue,
  categoryId: number,
  nameWords: readonly string[],
  splitter: WordSplitter,
): { names: string[]; maybe: string[]; setAside: string[] } {
  const names: string[] = [];
  const maybe: string[] = [];
  const setAside: string[] = [];
  const seen = new Set<number>();
  for (let id: number | null | undefined = categoryId; id != null && !seen.has(id);) {
    seen.add(id);
    for (const name of catalogue.categoryNames.get(id) ?? []) {
      const given = categoryNameFor(name, nameWords, catalogue.kindOf, splitter);
      names.push(...given.held);
      maybe.push(...given.maybe);
      setAside.push(...given.setAside);
    }
    id = catalogue.parentOf.get(id);
  }
  return { names, maybe, setAside };
}

/** An sn is found whole and by its parts: MP00-W-DR-0001, mp00w dr0001, dr 0001. */
function snWords(sn: string): string[] {
  const parts = fold(sn).match(/[\p{L}\p{N}]+/gu) ?? [];
  return parts.length > 1 ? [...parts, parts.join('')] : parts;
}

/** The Chinese characters of a name, each found alone: 扣 finds the 金属扣乐福鞋. */
function characters(texts: readonly string[]): string[] {
  return [...new Set(texts.flatMap((text) => text.match(/\p{Script=Han}/gu) ?? []))];
}

/**
 * The columns' texts: each word once, where it weighs most, spaces around every word; the words of
 * the category's names stay in its column whatever holds them before, as a search for a word
 * naming a category looks there first (query.ts placesFor).
 */
function columns(classes: string[][], categoryWords: readonly string[]): string[] {
  const placed = new Set<string>();
  return classes.map((words, column) => {
    const own = column === 1 ? new Set(categoryWords) : new Set<string>();
    const here = new Set<string>();
    const kept = words.filter((word) => {
      if (here.has(word) || (placed.has(word) && !own.has(word))) return false;
      here.add(word);
      return true;
    });
    for (const word of kept) placed.add(word);
    return kept.length ? ` ${kept.join(' ')} ` : ' ';
  });
}

async function rowsOf(
  db: Db,
  goodsIds: readonly number[],
  catalogue: Catalogue,
  splitter: WordSplitter,
): Promise<SearchRow[]> {
  const [goods, texts, colours] = await Promise.all([
    db
      .selectFrom('goods')
      .select(['id', 'sn', 'category_id', 'series_id'])
      .where('id', 'in', goodsIds)
      .execute(),
    db
      .selectFrom('goods_text')
      .select(['goods_id', 'name', 'material', 'description'])
      .where('goods_id', 'in', goodsIds)
      .execute(),
    db
      .selectFrom('goods_color')
      .select(['goods_id', 'color_id'])
      .where('goods_id', 'in', goodsIds)
      .execute(),
  ]);
  const textsOf = namesBy(
    texts,
    (t) => t.goods_id,
    (t) => t,
  );
  const coloursOf = namesBy(
    colours,
    (c) => c.goods_id,
    (c) => c.color_id,
  );
  const wordsOf = (texts: readonly string[], pinyin = true) =>
    texts.flatMap((text) => splitter.words(text, { pinyin }));
  return goods.map((piece) => {
    const own = textsOf.get(piece.id) ?? [];
    const colourNames = (coloursOf.get(piece.id) ?? []).flatMap(
      (id) => catalogue.colourNames.get(id) ?? [],
    );
    const nameWords = wordsOf(own.map((t) => t.name));
    const path = categoryPathNames(catalogue, piece.category_id, nameWords, splitter);
    const [name = ' ', category = ' ', attribute = ' ', description = ' '] = columns(
      [
        [...nameWords, ...characters(own.map((t) => t.name))],
        [...path.names, ...wordsOf(catalogue.seriesNames.get(piece.series_id) ?? [])],
        [
          ...path.maybe,
          ...wordsOf([...colourNames, ...own.map((t) => t.material)]),
          ...snWords(piece.sn),
        ],
        [
          ...path.setAside,
          ...wordsOf(
            own.map((t) => t.description),
            false,
          ),
        ],
      ],
      path.names,
    );
    return { goods_id: piece.id, name, category, attribute, description };
  });
}

const same = (a: SearchRow, b: SearchRow) =>
  a.name === b.name &&
  a.category === b.category &&
  a.attribute === b.attribute &&
  a.description === b.description;

async function writeChunk(db: Db, rows: readonly SearchRow[]): Promise<number> {
  if (!rows.length) return 0;
  const before = await db
    .selectFrom('goods_search')
    .selectAll()
    .where(
      'goods_id',
      'in',
      rows.map((r) => r.goods_id),
    )
    .execute();
  const current = new Map(before.map((row) => [row.goods_id, row]));
  const changed = rows.filter((row) => {
    const had = current.get(row.goods_id);
    return !had || !same(had, row);
  });
  if (!changed.length) return 0;
  await db
    .insertInto('goods_search')
    .values(changed)
    .onConflict((oc) =>
      oc.column('goods_id').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        category: eb.ref('excluded.category'),
        attribute: eb.ref('excluded.attribute'),
        description: eb.ref('excluded.description'),
      })),
    )
    .execute();
  await refreshSearchListing(
    db,
    changed.map((row) => row.goods_id),
  );
  return changed.length;
}

/**
 * Writes the search rows of the given pieces where they differ from what the index holds.
 * Returns how many it wrote.
 */
export async function indexPieces(
  db: Db,
  goodsIds: Iterable<number>,
  splitter: WordSplitter,
  onChunk?: (done: number) => void,
): Promise<number> {
  const ids = [...new Set(goodsIds)].sort((a, b) => a - b);
  if (!ids.length) return 0;
  const catalogue = await readCatalogue(db, splitter);
  let written = 0;
  for (let at = 0; at < ids.length; at += CHUNK) {
    const part = ids.slice(at, at + CHUNK);
    written += await writeChunk(db, await rowsOf(db, part, catalogue, splitter));
    onChunk?.(Math.min(at + CHUNK, ids.length));
  }
  return written;
}

/**
 * Writes again the search rows of the pieces of categories named for kinds of piece (and those
 * below them): which kind each is depends on the synonyms (category-kinds.ts).
 */
export async function indexPiecesOfJoinedCategories(
  db: Db,
  splitter: WordSplitter,
): Promise<number> {
  const [categories, names] = await Promise.all([
    db.selectFrom('category').select(['id', 'parent_id']).execute(),
    db.selectFrom('category_text').select(['category_id', 'name']).execute(),
  ]);
  const joined = new Set(
    names.filter((row) => JOINED_KINDS.test(row.name)).map((row) => row.category_id),
  );
  const parentOf = new Map(categories.map((c) => [c.id, c.parent_id]));
  const under = (id: number) => {
    const seen = new Set<number>();
    for (let at: number | null | undefined = id; at != null && !seen.has(at);) {
      if (joined.has(at)) return true;
      seen.add(at);
      at = parentOf.get(at);
    }
    return false;
  };
  const ids = categories.filter((c) => under(c.id)).map((c) => c.id);
  if (!ids.length) return 0;
  const goods = await db.selectFrom('goods').select('id').where('category_id', 'in', ids).execute();
  return indexPieces(
    db,
    goods.map((g) => g.id),
    splitter,
  );
}
