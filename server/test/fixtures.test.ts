import { PostgresAdapter } from 'kysely';
import { describe, expect } from 'vitest';
import { test } from './fixtures';
import { databases, PUBLIC_SHOP_ENV, type TestShop } from './harness';

const shopsSeen: TestShop[] = [];

describe.each(databases)('the shop fixture on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('gives a test a shop on the block’s database, and a member of it', async ({
    shop,
    member,
  }) => {
    shopsSeen.push(shop);
    expect(shop.db.getExecutor().adapter instanceof PostgresAdapter).toBe(kind === 'postgres');
    const row = await shop.db
      .selectFrom('member')
      .select('mobile')
      .where('id', '=', member.id)
      .executeTakeFirst();
    expect(row?.mobile).toBe(member.mobile);
  });

  describe('in a nested block', () => {
    test('gives the same shop to every test of the block', ({ shop }) => {
      expect(shopsSeen.at(-1) === shop).toBe(true);
    });
  });

  test('gives a shop of its own to each environment the block asks for', async ({
    shop,
    shopWith,
  }) => {
    const closed = await shopWith(PUBLIC_SHOP_ENV);
    expect(closed).not.toBe(shop);
    expect(await shopWith(PUBLIC_SHOP_ENV)).toBe(closed);
    expect(closed.config.sandbox).toBe(false);
  });
});

describe('another block', () => {
  test('gets a shop of its own', ({ shop }) => {
    expect(shopsSeen.includes(shop)).toBe(false);
    expect(new Set(shopsSeen).size).toBe(databases.length);
  });
});
