import type { Db } from '../../db/database';

export interface Offer {
  max_length?: number;
  positions?: string[];
  letter_colors?: string[];
  number_colors?: string[];
  pendants?: string[];
  inner_areas?: string[];
}

/** Makes goods personalisable with some of the seeded options, for suites that need it. */
export async function offerPersonalisation(db: Db, goodsId: number, offer: Offer = {}) {
  const wanted: [string, string[]][] = [
    ['position', offer.positions ?? ['front', 'corner']],
    ['letter_color', offer.letter_colors ?? ['gold', 'silver', 'blind']],
    ['number_color', offer.number_colors ?? ['gold', 'silver']],
    ['pendant', offer.pendants ?? ['tassel', 'initial_charm']],
    ['inner_area', offer.inner_areas ?? ['inside_pocket']],
  ];
  const options = await db.selectFrom('personal_option').select(['id', 'kind', 'code']).execute();
  const ids = wanted.flatMap(([kind, codes]) =>
    options.filter((o) => o.kind === kind && codes.includes(o.code)).map((o) => o.id),
  );
  await db
    .insertInto('personal_goods')
    .values({ goods_id: goodsId, max_length: offer.max_length ?? 4, sort: 1000 + goodsId })
    .execute();
  await db
    .insertInto('personal_goods_option')
    .values(
      ids.map((id) => ({ goods_id: goodsId, personal_option_id: id, x: 500, y: 600, size: 40 })),
    )
    .execute();
}
