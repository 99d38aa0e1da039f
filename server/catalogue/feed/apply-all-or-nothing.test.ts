import fs from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { said } from './problem-words';
import { oncePerShop, test as shopTest } from '../../test/fixtures';
import { databases } from '../../test/harness';
import { applyImport, FeedImportRefused, planImport } from './apply';
import {
  catalogueRows,
  colour,
  feed,
  feedFolder,
  piece,
  pictureFile,
  sku,
  writeMark,
} from './import-fixtures';

const folderOf = oncePerShop(
  (): string => feedFolder(),
  (folder) => fs.rmSync(folder, { recursive: true, force: true }),
);

const test = shopTest.extend('folder', ({ shop }) => folderOf(shop));

describe.each(databases)('a feed imported all or nothing on %s', (kind) => {
  test.override({ databaseKind: kind });

  /** More pieces than the import writes at once, each with one SKU. */
  const manyPieces = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, i) =>
      piece(`${prefix}-${i}`, [colour('ochre', [sku(`${prefix}-${i}-S`, 'S', 100_00 + i, 1)])]),
    );

  test('leaves the shop as it was when a piece half-way through cannot be taken', async ({
    shop,
    folder,
  }) => {
    const demo = await shop.db
      .selectFrom('sku')
      .innerJoin('goods', 'goods.id', 'sku.goods_id')
      .select(['sku.code', 'goods.sn'])
      .orderBy('sku.id')
      .executeTakeFirstOrThrow();
    const pieces = manyPieces('FA', 1200);
    const clash = piece('FA-CLASH', [colour('ochre', [sku(demo.code, 'S', 100_00, 1)])]);
    const before = await catalogueRows(shop.db);

    const failed = applyImport(shop.db, feed(folder, [...pieces, clash]), {
      unlistMissing: true,
    });
    await expect(failed).rejects.toBeInstanceOf(FeedImportRefused);
    await expect(failed).rejects.toMatchObject({
      problems: [
        {
          column: 'sku',
          ...said('skuOtherPiece', { sku: demo.code, owner: demo.sn }),
        },
      ],
    });
    expect(await catalogueRows(shop.db)).toBe(before);
  });

  test('leaves the shop as it was when a picture changed after the feed was checked', async ({
    shop,
    folder,
  }) => {
    const kept = await pictureFile(folder, 'a/kept.png', { fill: '#112233' });
    const changed = await pictureFile(folder, 'a/changed.png', { fill: '#445566' });
    fs.writeFileSync(path.join(folder, 'a/changed.png'), 'not the picture that was checked');
    const pieces = [
      piece('FA-P1', [colour('ochre', [sku('FA-P1-S', 'S', 100_00, 1)], [kept])]),
      ...manyPieces('FB', 600),
      piece('FA-P2', [colour('slate', [sku('FA-P2-S', 'S', 100_00, 1)], [changed])]),
    ];
    const before = await catalogueRows(shop.db);
    await expect(
      applyImport(shop.db, feed(folder, pieces), { unlistMissing: false }),
    ).rejects.toMatchObject({
      problems: [
        {
          file: 'a/changed.png',
          line: null,
          ...said('pictureChanged'),
        },
      ],
    });
    expect(await catalogueRows(shop.db)).toBe(before);
  });

  test('plans without changing anything, and the import then does what the plan said', async ({
    shop,
    folder,
  }) => {
    const cover = await pictureFile(folder, 'b/cover.png', { fill: '#778899' });
    const pieces = [
      piece('FA-D1', [colour('ochre', [sku('FA-D1-S', 'S', 100_00, 1)], [cover])]),
      piece('FA-D2', [colour('slate', [sku('FA-D2-S', 'S', 100_00, 1)], [cover])]),
    ];
    const onSale = await shop.db
      .selectFrom('goods')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('on_sale', '=', 1)
      .executeTakeFirstOrThrow();
    const rows = await catalogueRows(shop.db);
    const mark = await writeMark(shop.db, kind);

    const plan = await planImport(shop.db, feed(folder, pieces), { unlistMissing: true });
    expect(plan).toMatchObject({
      pieces: { new: 2, changed: 0, unchanged: 0 },
      skus: { new: 2, changed: 0, unchanged: 0, emptied: 0 },
      reference: { categories: { new: 2, changed: 0 }, colours: { new: 2, changed: 0 } },
      pictures: 1,
      unlisted: Number(onSale.count),
      problems: [],
    });
    expect(await writeMark(shop.db, kind)).toBe(mark);
    expect(await catalogueRows(shop.db)).toBe(rows);

    const { problems, ...planned } = plan;
    expect(problems).toEqual([]);
    expect(await applyImport(shop.db, feed(folder, pieces), { unlistMissing: true })).toEqual(
      planned,
    );
  });
});
