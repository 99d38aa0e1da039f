import { inflateRawSync } from 'node:zlib';
import { describe, expect } from 'vitest';
import { test } from '../../../test/fixtures';
import { databases } from '../../../test/harness';
import { STAFF_COOKIE } from '../../staff/sessions';
import { signedInStaff } from '../../staff/staff-fixtures';

// The catalogue's export downloaded from the console: the feed the operator's command writes, in
// one ZIP archive, for those who may read the catalogue.

/** Each file of a ZIP archive by name, read from its central directory. */
function unzip(archive: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = archive.readUInt32LE(end + 16);
  for (let i = 0; i < archive.readUInt16LE(end + 10); i++) {
    const size = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const local = archive.readUInt32LE(at + 42);
    const start = local + 30 + archive.readUInt16LE(local + 26);
    files.set(name, inflateRawSync(archive.subarray(start, start + size)));
    at += 46 + nameLength;
  }
  return files;
}

describe.each(databases)('the catalogue’s export on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('downloads the catalogue as a feed in a ZIP archive, for its readers only', async ({
    shop,
  }) => {
    const download = async (role: 'manager' | 'warehouse') => {
      const staff = await signedInStaff(shop, role);
      return shop.app.inject({
        method: 'GET',
        url: '/admin/api/catalogue/export',
        headers: { cookie: `${STAFF_COOKIE}=${staff.cookie}` },
      });
    };
    const reply = await download('manager');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/zip');
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="catalogue-\d{8}\.zip"$/,
    );
    const files = unzip(reply.rawPayload);
    const catalogue = files.get('catalogue.csv')?.toString('utf8') ?? '';
    expect(catalogue.replace(/^\uFEFF/, '')).toMatch(/^sn,sku,category,/);
    const pieces = await shop.db.selectFrom('goods').select('sn').execute();
    for (const { sn } of pieces.slice(0, 5)) expect(catalogue).toContain(sn);
    expect([...files.keys()]).toContain('categories.csv');
    expect((await download('warehouse')).statusCode).toBe(403);
  });
});
