import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, openTestDatabase } from '../test/harness';
import type { DbHandle } from './database';
import { migrateToLatest } from './migrate';
import * as couponRules from './migrations/2026_11_29_0042_coupon_rules';

describe.each(databases)('coupon rules (migration 0042) on %s', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await migrateToLatest(handle.db);
  });
  afterAll(() => handle?.close());

  it('keeps the coupons made before as amounts off the whole shop, and undoes cleanly', async () => {
    const { db } = handle;
    const migration = db as unknown as Kysely<unknown>;
    await couponRules.down(migration);
    await migration
      .insertInto('coupon_template' as never)
      .values({ code: 'before-0042', value_fen: 300_00, min_spend_fen: 0, valid_days: 30 } as never)
      .execute();
    await couponRules.up(migration);
    const row = await db
      .selectFrom('coupon_template')
      .select(['percent_off', 'cap_fen', 'limit_kind'])
      .where('code', '=', 'before-0042')
      .executeTakeFirstOrThrow();
    expect({ ...row, cap_fen: Number(row.cap_fen) }).toEqual({
      percent_off: 0,
      cap_fen: 0,
      limit_kind: 'all',
    });
    const limits = await db.selectFrom('coupon_template_limit').selectAll().execute();
    expect(limits).toEqual([]);
  });
});
