import { inChunks, type ImportContext } from './apply-context';
import { insertRows } from './apply-writes';
import { said } from './problem-words';

/** Pieces' ids by sn: the feed's as the import gave them, the others' from the shop. */
async function idsBySn(ctx: ImportContext, sns: string[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const missing: string[] = [];
  for (const sn of sns) {
    const id = ctx.pieceIds.get(sn);
    if (id === undefined) missing.push(sn);
    else ids.set(sn, id);
  }
  for (const part of inChunks(missing)) {
    const rows = await ctx.db
      .selectFrom('goods')
      .select(['id', 'sn'])
      .where('sn', 'in', part)
      .execute();
    for (const row of rows) ids.set(row.sn, row.id);
  }
  return ids;
}

/** Matches by piece, in file order, each listed once. */
function matchesOf(ctx: ImportContext): Map<string, string[]> {
  const lists = new Map<string, string[]>();
  for (const { sn, matchSn } of ctx.feed.collocations ?? []) {
    const list = lists.get(sn) ?? [];
    if (!list.includes(matchSn)) list.push(matchSn);
    lists.set(sn, list);
  }
  return lists;
}

/**
 * With collocations.csv, each piece it lists gets exactly the matches it lists, in file order;
 * pieces it does not list keep theirs.
 */
export async function applyCollocations(ctx: ImportContext): Promise<void> {
  if (!ctx.feed.collocations) return;
  const lists = matchesOf(ctx);
  const ids = await idsBySn(ctx, [...new Set([...lists.keys(), ...[...lists.values()].flat()])]);
  const owners = [...lists.keys()].flatMap((sn) => {
    const id = ids.get(sn);
    return id !== undefined && id > 0 ? [id] : [];
  });
  const current = new Map<number, number[]>();
  for (const part of inChunks(owners)) {
    const rows = await ctx.db
      .selectFrom('goods_collocation')
      .select(['goods_id', 'match_goods_id'])
      .where('goods_id', 'in', part)
      .orderBy('goods_id')
      .orderBy('sort')
      .execute();
    for (const row of rows) {
      current.set(row.goods_id, [...(current.get(row.goods_id) ?? []), row.match_goods_id]);
    }
  }
  const replaced: number[] = [];
  const rows: { goods_id: number; match_goods_id: number; sort: number }[] = [];
  for (const [sn, matches] of lists) {
    const goodsId = ids.get(sn);
    const matchIds = matches.flatMap((match) => {
      const id = ids.get(match);
      return id === undefined ? [] : [id];
    });
    const unknown = [sn, ...matches].filter((s) => !ids.has(s));
    if (goodsId === undefined || unknown.length) {
      ctx.problems.push({
        file: 'collocations.csv',
        line: null,
        column: 'sn',
        ...said('noSuchPieces', { sns: unknown.join(', ') }),
      });
      ctx.write = false;
      continue;
    }
    const before = current.get(goodsId) ?? [];
    if (before.length === matchIds.length && before.every((id, i) => id === matchIds[i])) continue;
    ctx.summary.collocations += 1;
    replaced.push(goodsId);
    rows.push(...matchIds.map((id, sort) => ({ goods_id: goodsId, match_goods_id: id, sort })));
  }
  if (!ctx.write) return;
  for (const part of inChunks(replaced)) {
    await ctx.db.deleteFrom('goods_collocation').where('goods_id', 'in', part).execute();
  }
  await insertRows(ctx.db, 'goods_collocation', rows);
}
