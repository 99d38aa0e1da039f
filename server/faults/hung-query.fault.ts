import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../db/database';
import {
  shoppersAndPiece,
  startFaultShop,
  storedOrders,
  submitOrder,
  type FaultShop,
  type SubmitOutcome,
} from './fault-shop';
import {
  privatePostgresMissing,
  startPrivatePostgres,
  type PrivatePostgres,
} from './private-postgres';

const missing = privatePostgresMissing();
if (missing) console.log(`Hung query suite skipped: ${missing}`);

/** Short, so that the suite is; the shop's default is 10 s. */
const STATEMENT_TIMEOUT_MS = 1000;

const BUSY_CN = '店铺此刻繁忙，未能完成您的请求，请稍后再试';
const BUSY_EN =
  'The shop is too busy to complete your request right now, please try again in a moment';

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  const value = await work;
  return { value, ms: Date.now() - started };
}

function envelopeOf(outcome: SubmitOutcome) {
  if (outcome.kind !== 'reply') throw new Error(`no answer: ${outcome.error}`);
  expect(outcome.status).toBe(200);
  return outcome.envelope;
}

async function myInfo(shop: FaultShop, token: string) {
  const response = await fetch(`${shop.origin}/api?_mall_id=2&r=api/user/my-info`, {
    headers: { language: 'cn', 'x-access-token': token },
    signal: AbortSignal.timeout(30_000),
  });
  return (await response.json()) as { code: number };
}

describe.skipIf(missing)('a statement that hangs on PostgreSQL', () => {
  let postgres: PrivatePostgres | undefined;
  let shop: FaultShop | undefined;

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    const admin = openDatabase({ databaseUrl: postgres.url('postgres'), dataDir: '.' });
    await sql`create database shop`.execute(admin.db);
    await admin.close();
    shop = await startFaultShop({
      DATABASE_URL: postgres.url('shop'),
      DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
    });
  });

  afterAll(async () => {
    try {
      await shop?.close();
    } finally {
      await postgres?.destroy();
    }
  });

  test('is cancelled when it waits on a lock: the shopper is told, the others are served, the order goes through later', async () => {
    if (!shop || !postgres) throw new Error('the shop did not start');
    const blocked = await shoppersAndPiece(shop, 14, 100);
    const free = await shoppersAndPiece(shop, 6, 100);
    // Another connection (a stuck administrator's transaction) holds the piece's row.
    const holder = new pg.Client({ connectionString: postgres.url('shop') });
    await holder.connect();
    let held = true;
    try {
      await holder.query('begin');
      await holder.query('select stock from sku where id = $1 for update', [blocked.sku]);
      // 14 submissions wait on the lock: more than the pool's 10 connections.
      const stuck = blocked.shoppers.map((shopper, i) =>
        timed(
          submitOrder(shop!.origin, shopper, {
            sku: blocked.sku,
            key: `hung-order-${i}`,
            lang: i === 0 ? 'en' : 'cn',
          }),
        ),
      );
      // Meanwhile other members order another piece and read their account.
      const others = free.shoppers.map((shopper, i) =>
        timed(submitOrder(shop!.origin, shopper, { sku: free.sku, key: `free-order-${i}` })),
      );
      const reads = free.shoppers.map((shopper) => timed(myInfo(shop!, shopper.member.token)));
      const stuckAnswers = await Promise.all(stuck);
      const otherAnswers = await Promise.all(others);
      const readAnswers = await Promise.all(reads);
      await holder.query('rollback');
      held = false;

      const figures = {
        statementTimeoutMs: STATEMENT_TIMEOUT_MS,
        hungAnsweredInMs: stuckAnswers.map((a) => a.ms),
        otherOrdersServedInMs: otherAnswers.map((a) => a.ms),
        readsServedInMs: readAnswers.map((a) => a.ms),
      };
      console.log(`Hung query (lock) figures: ${JSON.stringify(figures)}`);

      stuckAnswers.forEach(({ value }, i) => {
        const envelope = envelopeOf(value);
        expect(envelope.code, envelope.msg).toBe(503);
        expect(envelope.msg).toBe(i === 0 ? BUSY_EN : BUSY_CN);
      });
      for (const { value } of otherAnswers) {
        const envelope = envelopeOf(value);
        expect(envelope.code, envelope.msg).toBe(0);
      }
      for (const { value } of readAnswers) expect(value.code).toBe(0);
      // Nothing was taken by the cancelled submissions.
      expect(
        await storedOrders(
          shop.db,
          blocked.shoppers.map((s) => s.member.id),
        ),
      ).toEqual([]);

      // Once the lock is gone, the same submissions go through, once each.
      const retried = await Promise.all(
        blocked.shoppers.map((shopper, i) =>
          timed(submitOrder(shop!.origin, shopper, { sku: blocked.sku, key: `hung-order-${i}` })),
        ),
      );
      console.log(`Hung query (lock) retried in ms: ${JSON.stringify(retried.map((r) => r.ms))}`);
      for (const { value } of retried) {
        const envelope = envelopeOf(value);
        expect(envelope.code, envelope.msg).toBe(0);
      }
      const stored = await storedOrders(
        shop.db,
        blocked.shoppers.map((s) => s.member.id),
      );
      expect(stored).toHaveLength(14);
      expect(await blocked.checkout.stockOf(blocked.sku)).toBe(100 - 14);
    } finally {
      if (held) await holder.query('rollback').catch(() => undefined);
      await holder.end();
    }
  });

  test('is cancelled when it runs too long, and leaves the pool to the next requests', async () => {
    if (!shop) throw new Error('the shop did not start');
    const { shoppers, sku, checkout } = await shoppersAndPiece(shop, 4, 10);
    // Twelve statements that would sleep a minute: more than the pool holds.
    const sleepers = Array.from({ length: 12 }, () =>
      timed(
        sql`select pg_sleep(60)`.execute(shop!.db).then(
          () => 'finished',
          (error: { code?: string }) => error.code ?? 'failed',
        ),
      ),
    );
    const orders = shoppers.map((shopper, i) =>
      timed(submitOrder(shop!.origin, shopper, { sku, key: `after-sleep-order-${i}` })),
    );
    const slept = await Promise.all(sleepers);
    const served = await Promise.all(orders);
    console.log(
      `Hung query (pg_sleep) figures: ${JSON.stringify({
        sleepersCancelledInMs: slept.map((s) => s.ms),
        ordersServedInMs: served.map((s) => s.ms),
      })}`,
    );
    // query_canceled: PostgreSQL stopped each at the statement timeout.
    for (const { value, ms } of slept) {
      expect(value).toBe('57014');
      expect(ms).toBeLessThan(30_000);
    }
    for (const { value } of served) expect(envelopeOf(value).code).toBe(0);
    expect(await checkout.stockOf(sku)).toBe(10 - 4);
  });
});
