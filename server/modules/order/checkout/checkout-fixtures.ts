import type { OrderPreview, PlacedOrder } from '../../../../contract/order';
import type { Envelope, TestShop } from '../../../test/harness';
import { callAs, type TestMember } from '../../../test/members';
import { cartFixtures } from '../../cart/cart-fixtures';
import { personalKey } from '../../cart/lines';
import { NO_PERSONALISATION } from '../../personalise';

export type Lang = 'cn' | 'en';
type Form = Record<string, string>;

const DAY = 24 * 60 * 60 * 1000;

/** Goods, addresses, promotions and calls for the checkout suites. */
export function checkoutFixtures(shop: () => TestShop) {
  const cart = cartFixtures(shop);
  let promotions = 0;
  let keys = 0;

  /**
   * Goods no other test uses, out of any promotion, every SKU at `price` (regular price
   * `original`, the promotional one used only under an active promotion) with `stock` left.
   */
  async function goods(options: { stock?: number; price?: number; original?: number } = {}) {
    const { db } = shop();
    const { goodsId, skus } = await cart.freshGoods(options.stock ?? 10);
    const original = options.original ?? 1000_00;
    await db.updateTable('goods').set({ promotion_id: null }).where('id', '=', goodsId).execute();
    await db
      .updateTable('sku')
      .set({ price: options.price ?? original, original_price: original })
      .where('goods_id', '=', goodsId)
      .execute();
    return { goodsId, skus, sku: skus[0] ?? 0 };
  }

  /** A promotion over some goods, running now unless `ended`. */
  async function promote(
    goodsIds: number[],
    rules: { is_coupon?: 0 | 1; is_integral?: 0 | 1; ended?: boolean } = {},
  ): Promise<number> {
    const { db } = shop();
    promotions += 1;
    const now = Date.now();
    const { id } = await db
      .insertInto('promotion')
      .values({
        slug: `checkout-test-${promotions}-${Math.random().toString(36).slice(2, 8)}`,
        discount_percent: 30,
        starts_at: now - DAY,
        ends_at: rules.ended ? now - 1000 : now + DAY,
        is_coupon: rules.is_coupon ?? 1,
        is_integral: rules.is_integral ?? 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('promotion_text')
      .values([
        { promotion_id: id, lang: 'cn', name: `测试活动 ${promotions}`, tag: '7折' },
        { promotion_id: id, lang: 'en', name: `Test Promotion ${promotions}`, tag: '-30%' },
      ])
      .execute();
    await db.updateTable('goods').set({ promotion_id: id }).where('id', 'in', goodsIds).execute();
    return id;
  }

  /** 浙江省 / 杭州市 / 西湖区, straight in the database. */
  async function address(member: TestMember, isDefault = true, name = '陈先生'): Promise<number> {
    const now = Date.now();
    const row = await shop()
      .db.insertInto('address')
      .values({
        member_id: member.id,
        name,
        mobile: '13812345678',
        province_code: '330000',
        city_code: '330100',
        area_code: '330106',
        address: '文三路 90 号',
        is_default: isDefault ? 1 : 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A cart line straight in the database (no stock check, as a cart left from earlier). */
  async function cartLine(
    member: TestMember,
    skuId: number,
    quantity: number,
    customLetters = '',
  ): Promise<number> {
    const now = Date.now();
    const personal = { ...NO_PERSONALISATION, custom_letters: customLetters };
    const row = await shop()
      .db.insertInto('cart_line')
      .values({
        member_id: member.id,
        sku_id: skuId,
        quantity,
        custom_letters: customLetters,
        personal_key: personalKey(personal),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const items = (list: object[]) => JSON.stringify(list);

  function preview(member: TestMember, form: Form, lang: Lang = 'cn') {
    return callAs<OrderPreview>(shop().app, member.token, 'api/order/preview', { form, lang });
  }

  /** A new idempotency key. */
  function key(): string {
    keys += 1;
    return `test-key-${String(keys).padStart(6, '0')}-${Math.random().toString(36).slice(2, 8)}`;
  }

  /** Submits with a new key, paying by WeChat, cross-border transfer agreed, unless overridden. */
  function submit(member: TestMember, form: Form, lang: Lang = 'cn') {
    return callAs<PlacedOrder | OrderPreview | { stock: number; sku_id: number } | null>(
      shop().app,
      member.token,
      'api/order/submit',
      {
        form: { pay_method: 'wechat', cross_border: '1', idempotency_key: key(), ...form },
        lang,
      },
    );
  }

  async function stockOf(skuId: number): Promise<number> {
    const row = await shop()
      .db.selectFrom('sku')
      .select('stock')
      .where('id', '=', skuId)
      .executeTakeFirstOrThrow();
    return row.stock;
  }

  async function orderCount(memberIds: number[]): Promise<number> {
    if (!memberIds.length) return 0;
    const row = await shop()
      .db.selectFrom('shop_order')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('member_id', 'in', memberIds)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  return {
    goods,
    promote,
    address,
    cartLine,
    items,
    preview,
    submit,
    key,
    stockOf,
    orderCount,
    setStock: cart.setStock,
  };
}

export type PlacedEnvelope = Envelope<PlacedOrder>;
