import fs from 'node:fs';
import { afterEach, describe, expect, vi } from 'vitest';
import { oncePerShop, test as shopTest } from '../../test/fixtures';
import type { CartList } from '../../../contract/cart';
import type { GoodsCard, GoodsDetail, SearchSuggestion } from '../../../contract/catalogue';
import type { OrderPreview } from '../../../contract/order';
import { checkoutFixtures } from '../../modules/order/checkout/checkout-fixtures';
import { call, databases, type TestShop } from '../../test/harness';
import { callAs, createMember } from '../../test/members';
import { applyImport } from './apply';
import { colour, feed, feedFolder, piece, sku } from './import-fixtures';

const folderOf = oncePerShop(
  (): string => feedFolder(),
  (folder) => fs.rmSync(folder, { recursive: true, force: true }),
);
const checkoutOf = oncePerShop((shop: TestShop): ReturnType<typeof checkoutFixtures> =>
  checkoutFixtures(() => shop),
);

const test = shopTest
  .extend('folder', ({ shop }) => folderOf(shop))
  .extend('checkout', ({ shop }) => checkoutOf(shop));

/** Past the reply cache's lifetime: 5 s fresh, then 5 s more served while refreshed. */
const AFTER_CACHE_MS = 10_001;

describe.each(databases)('what shoppers see of an import on %s', (kind) => {
  test.override({ databaseKind: kind });
  afterEach(() => vi.useRealTimers());

  const list = (shop: TestShop, query: Record<string, string | number>) =>
    call<{ list: GoodsCard[]; pagination: { total_count: number } }>(
      shop.app,
      'api/default/goods-list',
      { query, lang: 'en' },
    );

  test('takes pieces absent from the feed off sale: lists, search and suggestions drop them, their detail and a bag holding them say so', async ({
    shop,
    checkout,
    folder,
  }) => {
    const withdrawn = (await list(shop, { page_size: 1 })).data.list[0];
    if (!withdrawn) throw new Error('the demo shop lists nothing');
    const word = withdrawn.name.toLowerCase().split(' ').slice(0, 4).join(' ');
    const suggest = () =>
      call<{ list: SearchSuggestion[] }>(shop.app, 'api/kc/search-data/get-data', {
        query: { keyword: word },
        lang: 'en',
      });
    const detail = () =>
      call<GoodsDetail>(shop.app, 'api/goods/detail', { query: { id: withdrawn.id }, lang: 'en' });
    const found = await list(shop, { keyword: word, page_size: 60 });
    expect(found.data.list.map((g) => g.id)).toContain(withdrawn.id);
    expect((await suggest()).data.list.map((s) => s.goods_id)).toContain(withdrawn.id);
    expect((await detail()).code).toBe(0);
    const member = await createMember(shop.db);
    const skuId = (
      await shop.db
        .selectFrom('sku')
        .select('id')
        .where('goods_id', '=', withdrawn.id)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    await shop.db.updateTable('sku').set({ stock: 5 }).where('id', '=', skuId).execute();
    const withdrawnLine = await checkout.cartLine(member, skuId, 1);
    const addressId = await checkout.address(member);

    const summary = await applyImport(
      shop.db,
      feed(folder, [piece('FS-001', [colour('ochre', [sku('FS-001-S', 'S', 100_00, 3)])])]),
      { unlistMissing: true },
    );
    expect(summary.unlisted).toBeGreaterThan(100);
    // The replies asked for before the import are still cached a while.
    expect((await detail()).code).toBe(0);
    const kept = (
      await shop.db
        .selectFrom('sku')
        .select('id')
        .where('code', '=', 'FS-001-S')
        .executeTakeFirstOrThrow()
    ).id;
    const lines = [withdrawnLine, await checkout.cartLine(member, kept, 1)];
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + AFTER_CACHE_MS);

    const all = await list(shop, { page_size: 1 });
    expect(all.data.list.map((g) => g.sn)).toEqual(['FS-001']);
    expect(all.data.pagination.total_count).toBe(1);
    expect((await list(shop, { keyword: word, page_size: 60 })).data.list).toEqual([]);
    expect((await suggest()).data.list.filter((s) => s.type === 'goods')).toEqual([]);
    expect(await detail()).toMatchObject({
      code: 4004,
      data: null,
      msg: 'This piece does not exist or is no longer available',
    });

    const bag = await callAs<CartList>(shop.app, member.token, 'api/cart/list', { lang: 'en' });
    const line = bag.data.list.find((l) => l.sku_id === skuId);
    expect(line).toMatchObject({ on_sale: false, available: false, stock: 0 });
    const items = checkout.items(lines.map((id) => ({ cart_id: id })));
    const preview = await checkout.preview(member, { sku_list: items }, 'en');
    expect((preview.data as OrderPreview).lines.map((l) => [l.sku_id, l.stock])).toEqual([
      [skuId, 0],
      [kept, 3],
    ]);
    const submitted = await checkout.submit(
      member,
      { sku_list: items, address_id: String(addressId) },
      'cn',
    );
    expect(submitted).toMatchObject({
      code: 422,
      msg: '商品已下架',
      data: { sku_id: skuId, stock: 0 },
    });
    expect(await checkout.orderCount([member.id])).toBe(0);
  });
});
