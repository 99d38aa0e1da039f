import { CODE_NOT_FOUND, type CallParsed, type CallReply } from '../../../contract/call';
import type { customGoods } from '../../../contract/personalise';
import type { Db } from '../../db/database';
import { BusinessError } from '../../errors';
import type { Lang } from '../../lib/lang';
import { loadGoodsCards } from '../catalogue';
import { offsetOf, pagination } from '../member';
import { optionsOf, personalGoods } from './options';

type Input = CallParsed<typeof customGoods>;
type Reply = CallReply<typeof customGoods>;

async function onePiece(db: Db, lang: Lang, goodsId: number): Promise<Reply> {
  const goods = await personalGoods(db, goodsId);
  if (!goods) throw new BusinessError(CODE_NOT_FOUND, 'personaliseNotOffered');
  const [cards, options] = await Promise.all([
    loadGoodsCards(db, [goodsId], lang),
    optionsOf(db, goods, lang),
  ]);
  const list = cards.map((card) => ({ ...card, max_length: goods.max_length }));
  return { list, pagination: pagination(1, 1, list.length), options };
}

/** The pieces the workshop personalises, in its order; or one of them with its options. */
export async function listCustomGoods(db: Db, lang: Lang, input: Input): Promise<Reply> {
  if (input.goods_id !== undefined) return onePiece(db, lang, input.goods_id);
  const base = db
    .selectFrom('personal_goods')
    .innerJoin('goods', 'goods.id', 'personal_goods.goods_id')
    .where('personal_goods.enabled', '=', 1)
    .where('goods.on_sale', '=', 1);
  const [countRow, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst(),
    base
      .select(['personal_goods.goods_id', 'personal_goods.max_length'])
      .orderBy('personal_goods.sort')
      .orderBy('personal_goods.goods_id')
      .limit(input.page_size)
      .offset(offsetOf(input.page, input.page_size))
      .execute(),
  ]);
  const maxOf = new Map(rows.map((r) => [r.goods_id, r.max_length]));
  const cards = await loadGoodsCards(
    db,
    rows.map((r) => r.goods_id),
    lang,
  );
  return {
    list: cards.map((card) => ({ ...card, max_length: maxOf.get(card.id) ?? 0 })),
    pagination: pagination(input.page, input.page_size, Number(countRow?.count ?? 0)),
    options: null,
  };
}
