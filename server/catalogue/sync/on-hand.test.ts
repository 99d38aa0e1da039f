import { describe, expect } from 'vitest';
import { oncePerShop, test } from '../../test/fixtures';
import { createMember } from '../../test/members';
import { freshOrderSku, placeOrder, stockOf } from '../../test/orders';
import { databases, type TestShop } from '../../test/harness';
import { readStock, setOnHand } from './on-hand';

/** The member of the block's orders. */
const memberOf = oncePerShop((shop: TestShop) => createMember(shop.db));

describe.each(databases)('setting the quantity on hand on %s', (kind) => {
  test.override({ databaseKind: kind });

  const order = async (
    shop: TestShop,
    skuId: number,
    quantity: number,
    status: 'unpaid' | 'paid' | 'shipped',
  ) => placeOrder(shop.db, await memberOf(shop), { status, lines: [{ skuId, quantity }] });

  test('leaves for sale what unpaid and paid orders do not hold; shipped orders hold nothing', async ({
    shop,
  }) => {
    const skuId = await freshOrderSku(shop.db, 30);
    await order(shop, skuId, 2, 'unpaid');
    await order(shop, skuId, 1, 'paid');
    await order(shop, skuId, 3, 'shipped');
    expect((await readStock(shop.db, [skuId])).get(skuId)).toEqual({ stock: 24, held: 3 });

    expect(await setOnHand(shop.db, [{ skuId, onHand: 20 }])).toEqual([skuId]);
    expect(await stockOf(shop.db, skuId)).toBe(17);
    expect(await setOnHand(shop.db, [{ skuId, onHand: 20 }])).toEqual([]);
    expect(await stockOf(shop.db, skuId)).toBe(17);
  });

  test('never sets the stock below zero when orders hold more than is on hand', async ({
    shop,
  }) => {
    const skuId = await freshOrderSku(shop.db, 5);
    await order(shop, skuId, 4, 'paid');
    await setOnHand(shop.db, [{ skuId, onHand: 2 }]);
    expect(await stockOf(shop.db, skuId)).toBe(0);
  });

  test('waits for an order under way before it reads what orders hold, and counts it', async ({
    shop,
  }) => {
    const skuId = await freshOrderSku(shop.db, 10);
    const placed = await order(shop, skuId, 1, 'unpaid');
    const sku = await shop.db
      .selectFrom('sku')
      .select(['goods_id', 'price', 'original_price'])
      .where('id', '=', skuId)
      .executeTakeFirstOrThrow();
    let tookPieces!: () => void;
    let finish!: () => void;
    const taken = new Promise<void>((resolve) => (tookPieces = resolve));
    const finished = new Promise<void>((resolve) => (finish = resolve));
    // A second line added to the order, its pieces taken off the stock: committed only later.
    const underWay = shop.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sku')
        .set((eb) => ({ stock: eb('stock', '-', 2) }))
        .where('id', '=', skuId)
        .execute();
      await trx
        .insertInto('order_line')
        .values({
          order_id: placed.id,
          sku_id: skuId,
          cart_line_id: null,
          promotion_id: null,
          quantity: 2,
          ...sku,
        })
        .execute();
      tookPieces();
      await finished;
    });
    await taken;
    const syncing = setOnHand(shop.db, [{ skuId, onHand: 20 }]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    finish();
    await Promise.all([underWay, syncing]);
    expect((await readStock(shop.db, [skuId])).get(skuId)).toEqual({ stock: 17, held: 3 });
  });

  test('keeps stock and orders consistent while orders are placed during syncs', async ({
    shop,
  }) => {
    const skuId = await freshOrderSku(shop.db, 100);
    const placing = Array.from({ length: 40 }, () => order(shop, skuId, 1, 'unpaid'));
    const syncing = Array.from({ length: 40 }, (_, i) =>
      shop.db.transaction().execute((trx) => setOnHand(trx, [{ skuId, onHand: 100 + (i % 2) }])),
    );
    await Promise.all([...placing, ...syncing]);
    const after = (await readStock(shop.db, [skuId])).get(skuId);
    expect(after?.held).toBe(40);
    expect((after?.stock ?? 0) + 40).toBeLessThanOrEqual(101);
    expect((after?.stock ?? 0) + 40).toBeGreaterThanOrEqual(100);
  });
});
