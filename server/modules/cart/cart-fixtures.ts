import type { Envelope, TestShop } from '../../test/harness';
import { callAs, type TestMember } from '../../test/members';

export type Lang = 'cn' | 'en';

/** Goods of the demo catalogue for cart suites: each test takes goods no other test uses. */
export function cartFixtures(shop: () => TestShop) {
  let goodsIds: number[] | undefined;
  let next = 0;

  /** Goods on sale with at least two SKUs, which no earlier call returned; stock set to `stock`. */
  async function freshGoods(stock = 10): Promise<{ goodsId: number; skus: number[] }> {
    const { db } = shop();
    goodsIds ??= (
      await db
        .selectFrom('goods')
        .innerJoin('sku', 'sku.goods_id', 'goods.id')
        .select('goods.id')
        .where('goods.on_sale', '=', 1)
        .groupBy('goods.id')
        .having((eb) => eb.fn.countAll(), '>=', 2)
        .orderBy('goods.id')
        .execute()
    ).map((r) => r.id);
    const goodsId = goodsIds[next];
    next += 1;
    if (goodsId === undefined) throw new Error('the demo catalogue ran out of goods');
    const rows = await db
      .selectFrom('sku')
      .select('id')
      .where('goods_id', '=', goodsId)
      .orderBy('id')
      .execute();
    await db.updateTable('sku').set({ stock }).where('goods_id', '=', goodsId).execute();
    return { goodsId, skus: rows.map((r) => r.id) };
  }

  /** A SKU of fresh goods with this stock. */
  async function freshSku(stock = 10): Promise<number> {
    const { skus } = await freshGoods(stock);
    return skus[0] ?? 0;
  }

  async function setStock(skuId: number, stock: number): Promise<void> {
    await shop().db.updateTable('sku').set({ stock }).where('id', '=', skuId).execute();
  }

  function add(
    member: TestMember | null,
    skuId: number,
    quantity = 1,
    extra: Record<string, string> = {},
    lang: Lang = 'cn',
  ): Promise<Envelope<{ id: number; num: number }>> {
    return callAs(shop().app, member?.token ?? null, 'api/cart/add', {
      form: { sku_id: String(skuId), quantity: String(quantity), ...extra },
      lang,
    });
  }

  function post<T = { id: number; num: number }>(
    member: TestMember | null,
    r: string,
    form: Record<string, string>,
    lang: Lang = 'cn',
  ): Promise<Envelope<T>> {
    return callAs<T>(shop().app, member?.token ?? null, r, { form, lang });
  }

  return { freshGoods, freshSku, setStock, add, post };
}
