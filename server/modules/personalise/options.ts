import type {
  CustomColor,
  CustomOption,
  CustomOptions,
  CustomPosition,
} from '../../../contract/personalise';
import type { Db } from '../../db/database';
import type { Lang } from '../../lib/lang';
import { langsFor, pickTexts } from '../catalogue';

export type OptionKind = 'position' | 'letter_color' | 'number_color' | 'pendant' | 'inner_area';

/** An enabled personalisable piece of goods on sale, or undefined. */
export function personalGoods(db: Db, goodsId: number) {
  return db
    .selectFrom('personal_goods')
    .innerJoin('goods', 'goods.id', 'personal_goods.goods_id')
    .select(['personal_goods.goods_id', 'personal_goods.max_length'])
    .where('personal_goods.goods_id', '=', goodsId)
    .where('personal_goods.enabled', '=', 1)
    .where('goods.on_sale', '=', 1)
    .executeTakeFirst();
}

/** The option codes a piece offers, by kind, in the workshop's order. */
export async function offeredCodes(db: Db, goodsId: number): Promise<Map<OptionKind, string[]>> {
  const rows = await db
    .selectFrom('personal_goods_option')
    .innerJoin('personal_option', 'personal_option.id', 'personal_goods_option.personal_option_id')
    .select(['personal_option.kind', 'personal_option.code'])
    .where('personal_goods_option.goods_id', '=', goodsId)
    .orderBy('personal_option.sort')
    .orderBy('personal_option.id')
    .execute();
  const byKind = new Map<OptionKind, string[]>();
  for (const row of rows) {
    const kind = row.kind as OptionKind;
    byKind.set(kind, [...(byKind.get(kind) ?? []), row.code]);
  }
  return byKind;
}

const thousandths = (value: number) => value / 1000;

/** Everything a piece offers, named in `lang`. */
export async function optionsOf(
  db: Db,
  goods: { goods_id: number; max_length: number },
  lang: Lang,
): Promise<CustomOptions> {
  const rows = await db
    .selectFrom('personal_goods_option')
    .innerJoin('personal_option', 'personal_option.id', 'personal_goods_option.personal_option_id')
    .innerJoin(
      'personal_option_text',
      'personal_option_text.personal_option_id',
      'personal_option.id',
    )
    .select(['personal_option.id', 'kind', 'code', 'hex', 'sort', 'x', 'y', 'size', 'lang', 'name'])
    .where('personal_goods_option.goods_id', '=', goods.goods_id)
    .where('lang', 'in', langsFor(lang))
    .execute();
  const picked = [...pickTexts(rows, (r) => r.id, lang).values()].sort(
    (a, b) => a.sort - b.sort || a.id - b.id,
  );
  const of = (kind: OptionKind) => picked.filter((row) => row.kind === kind);
  const option = (row: (typeof picked)[number]): CustomOption => ({
    code: row.code,
    name: row.name,
  });
  const color = (row: (typeof picked)[number]): CustomColor => ({ ...option(row), hex: row.hex });
  const position = (row: (typeof picked)[number]): CustomPosition => ({
    ...option(row),
    x: thousandths(row.x),
    y: thousandths(row.y),
    size: thousandths(row.size),
  });
  return {
    goods_id: goods.goods_id,
    max_length: goods.max_length,
    positions: of('position').map(position),
    letter_colors: of('letter_color').map(color),
    number_colors: of('number_color').map(color),
    pendants: of('pendant').map(option),
    inner_areas: of('inner_area').map(option),
  };
}
