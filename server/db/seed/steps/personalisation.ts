import type { Db } from '../../database';
import { perLang } from '../batch';
import { CUSTOM_GOODS, OPTIONS } from './personalisation-data';

/** The workshop's options, and the demo pieces that offer them (goods missing are skipped). */
export async function insertPersonalisation(db: Db): Promise<void> {
  const ids = new Map<string, number>();
  for (const [i, option] of OPTIONS.entries()) {
    const { id } = await db
      .insertInto('personal_option')
      .values({ kind: option.kind, code: option.code, hex: option.hex ?? '', sort: (i + 1) * 10 })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(`${option.kind}:${option.code}`, id);
    await db
      .insertInto('personal_option_text')
      .values(perLang((lang) => ({ personal_option_id: id, lang, name: option.name[lang] })))
      .execute();
  }
  const goods = await db
    .selectFrom('goods')
    .select(['id', 'sn'])
    .where(
      'sn',
      'in',
      CUSTOM_GOODS.map((g) => g.sn),
    )
    .execute();
  const goodsIdOf = new Map(goods.map((g) => [g.sn, g.id]));
  const optionId = (kind: string, code: string) => {
    const id = ids.get(`${kind}:${code}`);
    if (id === undefined) throw new Error(`no personalisation option ${kind}:${code}`);
    return id;
  };
  for (const [i, seed] of CUSTOM_GOODS.entries()) {
    const goodsId = goodsIdOf.get(seed.sn);
    if (goodsId === undefined) continue;
    await db
      .insertInto('personal_goods')
      .values({ goods_id: goodsId, max_length: seed.max_length, sort: (i + 1) * 10 })
      .execute();
    const plain = (kind: string, codes: string[]) =>
      codes.map((code) => ({
        goods_id: goodsId,
        personal_option_id: optionId(kind, code),
        x: 0,
        y: 0,
        size: 0,
      }));
    await db
      .insertInto('personal_goods_option')
      .values([
        ...Object.entries(seed.positions).map(([code, [x, y, size]]) => ({
          goods_id: goodsId,
          personal_option_id: optionId('position', code),
          x,
          y,
          size,
        })),
        ...plain('letter_color', seed.letter_colors),
        ...plain('number_color', seed.number_colors),
        ...plain('pendant', seed.pendants),
        ...plain('inner_area', seed.inner_areas),
      ])
      .execute();
  }
}

/** Shops seeded before personalisation existed get it too; a shop with any options keeps its own. */
export async function ensurePersonalisation(db: Db): Promise<void> {
  const any = await db.selectFrom('personal_option').select('id').limit(1).executeTakeFirst();
  if (!any) await insertPersonalisation(db);
}
