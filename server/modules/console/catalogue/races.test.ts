import { describe, expect } from 'vitest';
import { test } from '../../../test/fixtures';
import { databases } from '../../../test/harness';
import { signedInStaff } from '../../staff/staff-fixtures';
import {
  catalogueAudit,
  csvFile,
  freshSku,
  freshUnpromotedSku,
  sendFile,
  skuStock,
} from './console-catalogue-fixtures';

// Two staff applying catalogue files at the same instant: one file is applied, the other staff
// member is told and their file changes nothing.

describe.each(databases)('two staff applying catalogue files at once on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('two files on the same SKUs: one is applied, the other told', async ({ shop }) => {
    const [a, b] = await Promise.all([
      signedInStaff(shop, 'manager'),
      signedInStaff(shop, 'owner'),
    ]);
    const sku = await freshSku(shop, 10);
    const files = [csvFile('stock', [`${sku.code},3`]), csvFile('stock', [`${sku.code},8`])];
    const dry = await Promise.all(files.map((file, i) => sendFile(shop, i ? b : a, file)));
    const before = (await catalogueAudit(shop, 'catalogue.stock_file')).length;
    const replies = await Promise.all(
      files.map((file, i) =>
        sendFile(shop, i ? b : a, { ...file, apply: true, checked: dry[i]?.body.data.checked }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = replies.findIndex((r) => r.status === 200);
    const loser = replies[1 - winner];
    expect([
      `${(winner === 0 ? a : b).account} is applying another catalogue file: check and apply yours once it is done`,
      'These SKUs changed since your dry run (a colleague may just have applied a file): nothing was changed; check the file again',
    ]).toContain(loser?.body.msg);
    expect((await skuStock(shop, sku.id)).stock).toBe(winner === 0 ? 3 : 8);
    const audit = await catalogueAudit(shop, 'catalogue.stock_file');
    expect(audit.length - before).toBe(1);
    expect(audit[0]?.actor).toBe(String((winner === 0 ? a : b).id));
  });

  test('the same dry run applied twice at once: applied once', async ({ shop }) => {
    const staff = await signedInStaff(shop, 'manager');
    const sku = await freshUnpromotedSku(shop, 10);
    const file = csvFile('prices', [`${sku.code},${(sku.original_price + 500) / 100},`]);
    const dry = await sendFile(shop, staff, file, 'cn');
    const apply = { ...file, apply: true, checked: dry.body.data.checked };
    const replies = await Promise.all([
      sendFile(shop, staff, apply, 'cn'),
      sendFile(shop, staff, apply, 'cn'),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)?.body.msg).toMatch(/正在应用另一个|已有变化/);
    expect((await skuStock(shop, sku.id)).price).toBe(sku.original_price + 500);
  });
});
