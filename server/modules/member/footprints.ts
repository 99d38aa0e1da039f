import type { CallParsed, CallReply } from '../../../contract/call';
import { CODE_INVALID_INPUT } from '../../../contract/call';
import type { footprint } from '../../../contract/member';
import type { Db } from '../../db/database';
import { BusinessError } from '../../errors';
import type { Lang } from '../../lib/lang';
import { memberGoodsPage, requireGoodsOnSale } from './wish-list';

/** The most recently opened goods a member's history keeps; older ones are dropped. */
export const FOOTPRINT_LIMIT = 100;

/** Records a product the member opened, or moves it to the top when it was there already. */
async function addFootprint(db: Db, memberId: number, goodsId: number): Promise<void> {
  await requireGoodsOnSale(db, goodsId);
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('footprint')
      .values({ member_id: memberId, goods_id: goodsId, created_at: now })
      .onConflict((oc) => oc.columns(['member_id', 'goods_id']).doUpdateSet({ created_at: now }))
      .execute();
    const kept = trx
      .selectFrom('footprint')
      .select('goods_id')
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .orderBy('goods_id', 'desc')
      .limit(FOOTPRINT_LIMIT);
    await trx
      .deleteFrom('footprint')
      .where('member_id', '=', memberId)
      .where('goods_id', 'not in', kept)
      .execute();
  });
}

/** list, add or clear; every action answers with the page of the history asked for. */
export async function footprints(
  db: Db,
  memberId: number,
  lang: Lang,
  input: CallParsed<typeof footprint>,
): Promise<CallReply<typeof footprint>> {
  if (input.action === 'add') {
    if (input.goods_id === undefined) {
      throw new BusinessError(CODE_INVALID_INPUT, 'goodsIdRequired');
    }
    await addFootprint(db, memberId, input.goods_id);
  } else if (input.action === 'clear') {
    await db.deleteFrom('footprint').where('member_id', '=', memberId).execute();
  }
  const { page, page_size } = input;
  const result = await memberGoodsPage(db, 'footprint', memberId, lang, { page, page_size });
  return {
    list: result.cards.map(({ card, at }) => ({ ...card, viewed_at: at })),
    pagination: result.pagination,
  };
}
