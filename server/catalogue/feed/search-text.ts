import type { Db } from '../../db/database';
import { FEED_LANGS, inChunks, type ImportContext, type Reference } from './apply-context';
import { upsertGoodsTexts } from './apply-writes';
import type { Texts } from './model';

/** The words search looks through (goods_text.search_text): name, series, category, colours. */
export function searchText(name: string, series: string, category: string, colours: string[]) {
  return [name, series, category, ...colours].join(' ').toLowerCase();
}

function slugsById(ids: Map<string, number>): Map<number, string> {
  return new Map([...ids].map(([slug, id]) => [id, slug]));
}

/** Pieces outside the feed that name a renamed category, series or colour. */
async function piecesNaming(db: Db, renamed: Reference['renamed']) {
  const { categories, series, colours } = renamed;
  return db
    .selectFrom('goods')
    .select(['id', 'sn', 'category_id', 'series_id'])
    .where((eb) =>
      eb.or([
        eb('category_id', 'in', categories.length ? categories : [0]),
        eb('series_id', 'in', series.length ? series : [0]),
        eb(
          'id',
          'in',
          eb
            .selectFrom('goods_color')
            .select('goods_id')
            .where('color_id', 'in', colours.length ? colours : [0]),
        ),
      ]),
    )
    .execute();
}

/**
 * The search texts of pieces the feed does not list, when the feed renamed a category, series
 * or colour they name: the pieces it lists get theirs with the rest of their texts.
 */
export async function refreshSearchTexts(ctx: ImportContext, ref: Reference): Promise<void> {
  const { renamed } = ref;
  if (!ctx.write || !(renamed.categories.length + renamed.series.length + renamed.colours.length)) {
    return;
  }
  const { db } = ctx;
  const outside = (await piecesNaming(db, renamed)).filter((g) => !ctx.pieceIds.has(g.sn));
  const slugOf = {
    categories: slugsById(ref.ids.categories),
    series: slugsById(ref.ids.series),
    colours: slugsById(ref.ids.colours),
  };
  const nameOf = (kind: keyof typeof slugOf, id: number): Texts | undefined =>
    ref.names[kind].get(slugOf[kind].get(id) ?? '');
  for (const part of inChunks(outside, 500)) {
    const ids = part.map((g) => g.id);
    const [texts, colours] = await Promise.all([
      db
        .selectFrom('goods_text')
        .selectAll()
        .where('goods_id', 'in', ids)
        .where('lang', 'in', FEED_LANGS)
        .execute(),
      db
        .selectFrom('goods_color')
        .select(['goods_id', 'color_id'])
        .where('goods_id', 'in', ids)
        .orderBy('goods_id')
        .orderBy('sort')
        .execute(),
    ]);
    const goodsOf = new Map(part.map((g) => [g.id, g]));
    const coloursOf = new Map<number, number[]>();
    for (const c of colours)
      coloursOf.set(c.goods_id, [...(coloursOf.get(c.goods_id) ?? []), c.color_id]);
    const changed = texts.flatMap((text) => {
      const goods = goodsOf.get(text.goods_id);
      const lang = text.lang as keyof Texts;
      if (!goods) return [];
      const wanted = searchText(
        text.name,
        nameOf('series', goods.series_id)?.[lang] ?? '',
        nameOf('categories', goods.category_id)?.[lang] ?? '',
        (coloursOf.get(goods.id) ?? []).map((id) => nameOf('colours', id)?.[lang] ?? ''),
      );
      return wanted === text.search_text ? [] : [{ ...text, search_text: wanted }];
    });
    await upsertGoodsTexts(db, changed);
  }
}
