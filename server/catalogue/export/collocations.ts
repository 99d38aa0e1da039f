import path from 'node:path';
import type { Db } from '../../db/database';
import { CsvFile } from './csv';

/** Pieces whose matches are read per query. */
const PIECES_PER_READ = 1000;

/**
 * collocations.csv: every piece's matches in their order, read a thousand pieces at a time.
 * Answers how many pieces have matches.
 */
export async function exportCollocations(db: Db, folder: string): Promise<number> {
  const csv = await CsvFile.create(path.join(folder, 'collocations.csv'), ['sn', 'match_sn']);
  let pieces = 0;
  try {
    for (let after = 0; ;) {
      const owners = await db
        .selectFrom('goods_collocation')
        .select('goods_id')
        .distinct()
        .where('goods_id', '>', after)
        .orderBy('goods_id')
        .limit(PIECES_PER_READ)
        .execute();
      const last = owners.at(-1)?.goods_id;
      if (last === undefined) break;
      const rows = await db
        .selectFrom('goods_collocation')
        .innerJoin('goods', 'goods.id', 'goods_collocation.goods_id')
        .innerJoin('goods as match', 'match.id', 'goods_collocation.match_goods_id')
        .select(['goods.sn', 'match.sn as match_sn'])
        .where('goods_collocation.goods_id', '>', after)
        .where('goods_collocation.goods_id', '<=', last)
        .orderBy('goods_collocation.goods_id')
        .orderBy('goods_collocation.sort')
        .execute();
      await csv.add(rows.map((row) => [row.sn, row.match_sn]));
      pieces += owners.length;
      after = last;
    }
  } catch (error) {
    csv.abandon();
    throw error;
  }
  await csv.close();
  return pieces;
}
