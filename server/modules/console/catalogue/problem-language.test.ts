import { describe, expect } from 'vitest';
import { test } from '../../../test/fixtures';
import { databases } from '../../../test/harness';
import { signedInStaff } from '../../staff/staff-fixtures';
import { csvFile, freshSku, oneNewPiece, sendFeed, sendFile } from './console-catalogue-fixtures';

// A bad row of an uploaded feed, stock file or prices file is told in the staff member's
// language: Chinese by default, English when the console is in English, with its code and values.

describe.each(databases)('the checker’s problems in the console on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('a stock file’s bad row and unknown SKU, in Chinese and in English', async ({ shop }) => {
    const staff = await signedInStaff(shop, 'manager');
    const a = await freshSku(shop, 10);
    const bad = csvFile('stock', [`${a.code},-1`]);
    const said = { line: 2, column: 'stock', code: 'belowMin', params: { value: '-1', min: '0' } };
    const cn = await sendFile(shop, staff, bad, 'cn');
    expect(cn.body.data.problems).toEqual([{ ...said, message: '“-1”小于 0' }]);
    const en = await sendFile(shop, staff, bad, 'en');
    expect(en.body.data.problems).toEqual([{ ...said, message: '"-1" is below 0' }]);
    const unknown = csvFile('stock', ['NO-SUCH-SKU,5']);
    expect((await sendFile(shop, staff, unknown, 'en')).body.data.problems).toMatchObject([
      { line: 2, column: 'sku', message: '"NO-SUCH-SKU" is not a SKU of the shop' },
    ]);
  });

  test('a prices file’s bad rows, in Chinese and in English', async ({ shop }) => {
    const staff = await signedInStaff(shop, 'manager');
    const a = await freshSku(shop, 10);
    const bad = csvFile('prices', [`${a.code},12.345,`, `${a.code}-B,200,100`]);
    const cn = await sendFile(shop, staff, bad, 'cn');
    expect(cn.body.data.problems.map((p) => [p.line, p.column, p.message])).toEqual([
      [2, 'price', '“12.345”不是金额：以元为单位，最多两位小数，如 1280 或 1280.50'],
      [3, 'original_price', '低于 price'],
    ]);
    const en = await sendFile(shop, staff, bad, 'en');
    expect(en.body.data.problems.map((p) => [p.line, p.column, p.message])).toEqual([
      [
        2,
        'price',
        '"12.345" is not an amount: yuan with at most two decimals, like 1280 or 1280.50',
      ],
      [3, 'original_price', 'is below price'],
    ]);
  });

  test('a feed’s bad row, in Chinese and in English', async ({ shop }) => {
    const staff = await signedInStaff(shop, 'manager');
    const sn = `MP00-A-SQ-${String(Date.now()).slice(-6)}`;
    const files = await oneNewPiece(shop, sn, { price: '12,00', on_sale: 'yes' });
    const where = { file: 'catalogue.csv', line: 2 };
    const cn = await sendFeed(shop, staff, { files }, 'cn');
    expect(cn.body.data.msg).toBe('商品资料有 2 处问题，未导入任何内容');
    expect(cn.body.data.problems).toEqual([
      {
        ...where,
        column: 'price',
        code: 'notAmount',
        params: { value: '12,00' },
        message: '“12,00”不是金额：以元为单位，最多两位小数，如 1280 或 1280.50',
      },
      {
        ...where,
        column: 'on_sale',
        code: 'notFlag',
        params: { value: 'yes' },
        message: '“yes”不是 1 或 0',
      },
    ]);
    const en = await sendFeed(shop, staff, { files }, 'en');
    expect(en.body.data.problems.map((p) => p.message)).toEqual([
      '"12,00" is not an amount: yuan with at most two decimals, like 1280 or 1280.50',
      '"yes" is not 1 or 0',
    ]);
  });
});
