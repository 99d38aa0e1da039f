import type { CallParsed, CallReply } from '../../../contract/call';
import { CODE_NOT_FOUND } from '../../../contract/call';
import type { wishListGoods } from '../../../contract/member';
import type { Db } from '../../db/database';
import { BusinessError } from '../../errors';
import type { Lang } from '../../lib/lang';
import { loadGoodsCards } from '../catalogue';
import { countOf, offsetOf, pagination } from './rows';

// The wish list is stored in the table `favorite`, its name from before the code said wish list
// (docs/decisions.md, "Names").

/** The refusal of a product already on the wish list. */
export const CODE_ALREADY_ON_WISH_LIST = 4009;

/** Goods a member keeps (the wish list) or opened (footprints), only those still on sale. */
export function memberGoods(db: Db, table: 'favorite' | 'footprint', memberId: number) {
  return db
    .selectFrom(table)
    .innerJoin('goods', 'goods.id', `${table}.goods_id`)
    .where(`${table}.member_id`, '=', memberId)
    .where('goods.on_sale', '=', 1);
}

/** A page of a member's goods, newest first, as cards with the time each was kept. */
export async function memberGoodsPage(
  db: Db,
  table: 'favorite' | 'footprint',
  memberId: number,
  lang: Lang,
  input: { page: number; page_size: number; goods_id?: number | undefined },
) {
  let query = memberGoods(db, table, memberId);
  if (input.goods_id !== undefined) query = query.where(`${table}.goods_id`, '=', input.goods_id);
  const [countRow, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst(),
    query
      .select([`${table}.goods_id as goods_id`, `${table}.created_at as created_at`])
      .orderBy(`${table}.created_at`, 'desc')
      .orderBy(`${table}.goods_id`, 'desc')
      .limit(input.page_size)
      .offset(offsetOf(input.page, input.page_size))
      .execute(),
  ]);
  const cards = await loadGoodsCards(
    db,
    rows.map((r) => r.goods_id),
    lang,
  );
  const keptAt = new Map(rows.map((r) => [r.goods_id, r.created_at]));
  return {
    cards: cards.map((card) => ({ card, at: keptAt.get(card.id) ?? 0 })),
    pagination: pagination(input.page, input.page_size, countOf(countRow)),
  };
}

export async function listWishList(
  db: Db,
  memberId: number,
  lang: Lang,
  input: CallParsed<typeof wishListGoods>,
): Promise<CallReply<typeof wishListGoods>> {
  const page = await memberGoodsPage(db, 'favorite', memberId, lang, input);
  return {
    list: page.cards.map(({ card, at }) => ({ ...card, favorited_at: at })),
    pagination: page.pagination,
  };
}

export async function countWishList(db: Db, memberId: number): Promise<number> {
  const row = await memberGoods(db, 'favorite', memberId)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return countOf(row);
}

/** Goods a member may keep or record: they exist and are on sale. */
export async function requireGoodsOnSale(db: Db, goodsId: number): Promise<void> {
  const goods = await db
    .selectFrom('goods')
    .select('id')
    .where('id', '=', goodsId)
    .where('on_sale', '=', 1)
    .executeTakeFirst();
  if (!goods) throw new BusinessError(CODE_NOT_FOUND, 'goodsNotFound');
}

export async function addToWishList(db: Db, memberId: number, goodsId: number): Promise<null> {
  await requireGoodsOnSale(db, goodsId);
  const result = await db
    .insertInto('favorite')
    .values({ member_id: memberId, goods_id: goodsId, created_at: Date.now() })
    .onConflict((oc) => oc.columns(['member_id', 'goods_id']).doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) {
    throw new BusinessError(CODE_ALREADY_ON_WISH_LIST, 'alreadyOnWishList');
  }
  return null;
}

/** Removing a product that is not on the list is not an error: the list ends up without it. */
export async function removeFromWishList(db: Db, memberId: number, goodsId: number): Promise<null> {
  await db
    .deleteFrom('favorite')
    .where('member_id', '=', memberId)
    .where('goods_id', '=', goodsId)
    .execute();
  return null;
}
