import { describe, expect } from 'vitest';
import type { GoodsDetail } from '../../../../contract/catalogue';
import type { CataloguePiecePage } from '../../../../contract/console-catalogue';
import { test } from '../../../test/fixtures';
import { call, databases } from '../../../test/harness';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import {
  catalogueAudit,
  checkThenApply,
  csvFile,
  freshSku,
  freshUnpromotedSku,
  sendFile,
  skuStock,
} from './console-catalogue-fixtures';

// The console's catalogue: a stock or prices file checked in a dry run (every SKU that would
// change, nothing written), then applied and audited; a bad file told in the staff member's
// language, changing nothing; pieces found and put on sale or taken off.

describe.each(databases)('the console’s catalogue on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('a stock file: the dry run tells, applying sets the stock, audited', async ({ shop }) => {
    const staff = await signedInStaff(shop, 'manager');
    const [a, b] = [await freshSku(shop, 10), await freshSku(shop, 4)];
    const body = csvFile('stock', [`${a.code},7`, `${b.code},4`]);
    const dry = await sendFile(shop, staff, body);
    expect(dry.status).toBe(200);
    expect(dry.body.data).toMatchObject({
      applied: false,
      problems: [],
      changed: 1,
      unchanged: 1,
      differences: [
        { sku: a.code, before: { on_hand: 10, sellable: 10 }, after: { on_hand: 7, sellable: 7 } },
      ],
    });
    expect(dry.body.data.msg).toBe('Dry run: changes to 1 of 2 SKUs; nothing was changed yet');
    expect((await skuStock(shop, a.id)).stock).toBe(10);

    const applied = await checkThenApply(shop, staff, body);
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({ applied: true, changed: 1, unchanged: 1 });
    expect((await skuStock(shop, a.id)).stock).toBe(7);
    const detail = await call<GoodsDetail>(shop.app, 'api/goods/detail', {
      query: { id: a.goods_id },
    });
    expect(detail.data.sku_list.find((s) => s.id === a.id)?.stock).toBe(7);
    const [audit] = await catalogueAudit(shop, 'catalogue.stock_file');
    expect(audit?.actor).toBe(String(staff.id));
    expect(JSON.parse(audit?.after ?? '{}')).toEqual({
      file: 'stock.csv',
      changed: 1,
      unchanged: 1,
      skipped: 0,
    });
  });

  test('a prices file: differences before and after, then the new prices', async ({ shop }) => {
    const staff = await signedInStaff(shop, 'owner');
    const a = await freshUnpromotedSku(shop);
    const price = a.original_price + 10_000;
    const body = csvFile('prices', [`${a.code},${price / 100},`]);
    const dry = await sendFile(shop, staff, body);
    expect(dry.body.data.differences).toEqual([
      {
        sku: a.code,
        before: { price: a.price, original_price: a.original_price },
        after: { price, original_price: price },
      },
    ]);
    const applied = await checkThenApply(shop, staff, body);
    expect(applied.body.data.applied).toBe(true);
    expect(await skuStock(shop, a.id)).toMatchObject({ price, original_price: price });
    expect(await catalogueAudit(shop, 'catalogue.prices_file')).not.toHaveLength(0);
  });

  test('a bad file is told where, in the staff member’s language, and changes nothing', async ({
    shop,
  }) => {
    const staff = await signedInStaff(shop, 'manager');
    const a = await freshSku(shop, 10);
    const body = csvFile('stock', [`${a.code},3`, 'NO-SUCH-SKU,5', `${a.code}x,-1`]);
    for (const apply of [false, true]) {
      const reply = await sendFile(shop, staff, { ...body, apply, checked: '0'.repeat(64) }, 'cn');
      expect(reply.status).toBe(200);
      expect(reply.body.data.applied).toBe(false);
      expect(reply.body.data.msg).toBe('stock.csv 有 1 处问题，未作任何更改');
      expect(reply.body.data.problems).toEqual([
        {
          line: 4,
          column: 'stock',
          code: 'belowMin',
          params: { value: '-1', min: '0' },
          message: '“-1”小于 0',
        },
      ]);
    }
    const unknown = await sendFile(shop, staff, csvFile('stock', ['NO-SUCH-SKU,5']), 'cn');
    expect(unknown.body.data.problems).toEqual([
      {
        line: 2,
        column: 'sku',
        code: 'unknownSku',
        params: { sku: 'NO-SUCH-SKU' },
        message: '“NO-SUCH-SKU”不是本店的 SKU',
      },
    ]);
    const skipping = csvFile('stock', [`${a.code},3`, 'NO-SUCH-SKU,5'], { skip_unknown: true });
    const skipped = await checkThenApply(shop, staff, skipping);
    expect(skipped.body.data).toMatchObject({ applied: true, skipped: ['NO-SUCH-SKU'] });
    expect((await skuStock(shop, a.id)).stock).toBe(3);
    const wrongType = await sendFile(shop, staff, { ...body, file_name: 'stock.txt' }, 'cn');
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.msg).toBe('请上传 .csv 或 .xlsx 文件');
  });

  test('a file applied after what it would change changed is refused, nothing written', async ({
    shop,
  }) => {
    const staff = await signedInStaff(shop, 'manager');
    const a = await freshSku(shop, 10);
    const body = csvFile('stock', [`${a.code},2`]);
    const dry = await sendFile(shop, staff, body);
    await shop.db.updateTable('sku').set({ stock: 5 }).where('id', '=', a.id).execute();
    const late = await sendFile(shop, staff, {
      ...body,
      apply: true,
      checked: dry.body.data.checked,
    });
    expect(late.status).toBe(409);
    expect(late.body.msg).toMatch(/changed since your dry run/);
    expect((await skuStock(shop, a.id)).stock).toBe(5);
  });

  test('finds a piece and takes it off sale and back, audited', async ({ shop }) => {
    const staff = await signedInStaff(shop, 'manager');
    const a = await freshSku(shop);
    const found = await admin<CataloguePiecePage>(
      shop.app,
      'GET',
      `/catalogue/pieces?q=${encodeURIComponent(a.sn)}`,
      { cookie: staff.cookie },
    );
    expect(found.body.data.rows.map((r) => r.id)).toContain(a.goods_id);
    const bySku = await admin<CataloguePiecePage>(
      shop.app,
      'GET',
      `/catalogue/pieces?q=${a.code}`,
      {
        cookie: staff.cookie,
      },
    );
    expect(bySku.body.data.rows).toMatchObject([{ id: a.goods_id, on_sale: true }]);
    const off = await admin(shop.app, 'POST', `/catalogue/pieces/${a.goods_id}/on-sale`, {
      cookie: staff.cookie,
      body: { on_sale: false },
    });
    expect(off.status).toBe(200);
    const gone = await call(shop.app, 'api/goods/detail', { query: { id: a.goods_id } });
    expect(gone.code).not.toBe(0);
    const on = await admin(shop.app, 'POST', `/catalogue/pieces/${a.goods_id}/on-sale`, {
      cookie: staff.cookie,
      body: { on_sale: true },
    });
    expect(on.body).toEqual({ code: 0, data: { id: a.goods_id, on_sale: true }, msg: 'OK' });
    // The shop's replies are kept a few seconds: the listing says the piece is back.
    const listed = await shop.db
      .selectFrom('goods_listing')
      .select('goods_id')
      .where('goods_id', '=', a.goods_id)
      .execute();
    expect(listed.length).toBeGreaterThan(0);
    const audit = await shop.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('record_type', '=', 'goods')
      .where('record_id', '=', String(a.goods_id))
      .orderBy('id')
      .execute();
    expect(audit.map((r) => r.action)).toEqual(['catalogue.off_sale', 'catalogue.on_sale']);
    const missing = await admin(shop.app, 'POST', '/catalogue/pieces/99999999/on-sale', {
      cookie: staff.cookie,
      body: { on_sale: false },
      lang: 'cn',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('没有这件商品');
  });
});
