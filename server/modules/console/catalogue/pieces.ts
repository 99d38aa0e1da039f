import { sql } from 'kysely';
import type { CataloguePiecePage } from '../../../../contract/console-catalogue';
import type { Db } from '../../../db/database';
import type { Lang } from '../../../lib/lang';

/** Words a staff member types to find a piece: its number or words of its name. */
export async function findPieces(
  db: Db,
  q: string | undefined,
  lang: Lang,
  page: number,
  pageSize: number,
): Promise<CataloguePiecePage> {
  let query = db
    .selectFrom('goods')
    .leftJoin('goods_text', (join) =>
      join.onRef('goods_text.goods_id', '=', 'goods.id').on('goods_text.lang', '=', lang),
    );
  if (q) {
    const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(goods.sn) like ${like} escape '\\'`,
        sql<boolean>`lower(goods_text.name) like ${like} escape '\\'`,
        eb.exists(
          eb
            .selectFrom('sku')
            .select('sku.id')
            .whereRef('sku.goods_id', '=', 'goods.id')
            .where(sql<string>`lower(sku.code)`, '=', q.toLowerCase()),
        ),
      ]),
    );
  }
  const total = await query
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'goods.id',
      'goods.sn',
      'goods.price',
      'goods.on_sale',
      sql<string | null>`goods_text.name`.as('name'),
      sql<
        number | string
      >`(select coalesce(sum(sku.stock), 0) from sku where sku.goods_id = goods.id)`.as('stock'),
    ])
    .orderBy('goods.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    rows: rows.map((r) => ({
      id: r.id,
      sn: r.sn,
      name: r.name ?? '',
      price: Number(r.price),
      on_sale: r.on_sale === 1,
      stock: Number(r.stock),
    })),
    total: Number(total.n),
    page,
    page_size: pageSize,
  };
}
