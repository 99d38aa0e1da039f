import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, openTestDatabase } from '../test/harness';
import { createMember } from '../test/members';
import type { DbHandle } from './database';
import { migrateToLatest } from './migrate';
import * as balanceEntries from './migrations/2026_11_28_0022_balance_entries';

describe.each(databases)('balance entries (migration 0022) on %s', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await migrateToLatest(handle.db);
  });
  afterAll(() => handle?.close());

  it('writes down what a shop in use already knows of each balance, and brings the rest forward', async () => {
    const { db } = handle;
    const member = await createMember(db);
    const quiet = await createMember(db);
    await balanceEntries.down(db as unknown as Kysely<unknown>);
    // Topped up 1 000 yuan at some time, paid an order of 800, and had 300 of it refunded.
    await db.updateTable('member').set({ balance: 500_00 }).where('id', '=', member.id).execute();
    const order = await db
      .insertInto('shop_order')
      .values({
        order_no: 'M0022',
        member_id: member.id,
        idempotency_key: 'migration-0022',
        status: 'completed',
        receiver_name: '李雅',
        receiver_mobile: member.mobile,
        province_code: '310000',
        city_code: '310100',
        area_code: '310106',
        address: '南京西路 1266 号',
        goods_amount: 800_00,
        product_discount: 0,
        member_discount: 0,
        coupon_id: null,
        coupon_amount: 0,
        points_used: 0,
        points_amount: 0,
        freight: 0,
        pay_amount: 800_00,
        pay_method: 'balance',
        lang: 'cn',
        created_at: 1_000,
        pay_deadline: 9_000,
        updated_at: 1_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const payment = { order_id: order.id, method: 'balance', updated_at: 3_000 };
    await db
      .insertInto('payment')
      .values([
        {
          ...payment,
          payment_no: 'P1',
          amount: 800_00,
          status: 'paid',
          created_at: 2_000,
          paid_at: 2_000,
        },
        {
          ...payment,
          payment_no: 'R1',
          amount: 300_00,
          status: 'refunded',
          created_at: 3_000,
          paid_at: null,
        },
      ])
      .execute();
    await balanceEntries.up(db as unknown as Kysely<unknown>);

    const entries = await db
      .selectFrom('balance_entry')
      .select(['member_id', 'kind', 'amount', 'balance_after', 'order_id', 'created_at'])
      .orderBy('id')
      .execute();
    expect(
      entries.map((entry) => ({
        ...entry,
        amount: Number(entry.amount),
        balance_after: Number(entry.balance_after),
        created_at: Number(entry.created_at),
      })),
    ).toEqual([
      {
        member_id: member.id,
        kind: 'brought_forward',
        amount: 1000_00,
        balance_after: 1000_00,
        order_id: null,
        created_at: 2_000,
      },
      {
        member_id: member.id,
        kind: 'payment',
        amount: -800_00,
        balance_after: 200_00,
        order_id: order.id,
        created_at: 2_000,
      },
      {
        member_id: member.id,
        kind: 'refund',
        amount: 300_00,
        balance_after: 500_00,
        order_id: order.id,
        created_at: 3_000,
      },
    ]);
    expect(entries.some((entry) => entry.member_id === quiet.id)).toBe(false);
  });
});
