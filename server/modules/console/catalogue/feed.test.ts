import { describe, expect } from 'vitest';
import { test } from '../../../test/fixtures';
import { databases, type TestShop } from '../../../test/harness';
import { signedInStaff } from '../../staff/staff-fixtures';
import { catalogueAudit, oneNewPiece, sendFeed } from './console-catalogue-fixtures';

// A feed folder uploaded in the console: the dry run tells what importing it would change and
// changes nothing; applying imports it, audited; a feed with problems names them and imports
// nothing.

const pieceCount = (shop: TestShop, sn: string) =>
  shop.db
    .selectFrom('goods')
    .select('id')
    .where('sn', '=', sn)
    .execute()
    .then((rows) => rows.length);

describe.each(databases)('a feed uploaded in the console on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('the dry run tells, applying imports, audited', async ({ shop }) => {
    const staff = await signedInStaff(shop, 'manager');
    const sn = `MP00-A-SQ-${String(Date.now()).slice(-6)}`;
    const files = await oneNewPiece(shop, sn);
    const dry = await sendFeed(shop, staff, { files });
    expect(dry.status).toBe(200);
    expect(dry.body.data.problems).toEqual([]);
    expect(dry.body.data.summary?.pieces.new).toBe(1);
    expect(dry.body.data.summary?.skus.new).toBe(1);
    expect(await pieceCount(shop, sn)).toBe(0);
    const applied = await sendFeed(shop, staff, {
      files,
      apply: true,
      checked: dry.body.data.checked,
    });
    expect(applied.body.data).toMatchObject({ applied: true, msg: 'The feed was imported' });
    expect(await pieceCount(shop, sn)).toBe(1);
    const [audit] = await catalogueAudit(shop, 'catalogue.feed');
    expect(audit?.actor).toBe(String(staff.id));
    expect(JSON.parse(audit?.after ?? '{}')).toMatchObject({ pieces: { new: 1 } });
  });

  test('a feed with problems names them and imports nothing', async ({ shop }) => {
    const staff = await signedInStaff(shop, 'manager');
    const sn = `MP00-A-SQ-${String(Date.now()).slice(-6)}`;
    const files = await oneNewPiece(shop, sn, { category: 'no-such-category' });
    const reply = await sendFeed(
      shop,
      staff,
      { files, apply: true, checked: '0'.repeat(64) },
      'cn',
    );
    expect(reply.body.data.applied).toBe(false);
    expect(reply.body.data.msg).toBe('商品资料有 1 处问题，未导入任何内容');
    expect(reply.body.data.problems).toMatchObject([
      { file: 'catalogue.csv', line: 2, column: 'category' },
    ]);
    expect(await pieceCount(shop, sn)).toBe(0);
    const outside = await sendFeed(shop, staff, {
      files: [{ path: '../catalogue.csv', content_base64: '' }],
    });
    expect(outside.status).toBe(400);
  });
});
