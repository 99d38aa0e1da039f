import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../db/database';
import {
  readiness,
  shoppersAndPiece,
  sleep,
  startFaultShop,
  storedOrders,
  submitOrder,
  type FaultShop,
  type Shopper,
} from './fault-shop';
import {
  privatePostgresMissing,
  startPrivatePostgres,
  type PrivatePostgres,
} from './private-postgres';

const missing = privatePostgresMissing();
if (missing) console.log(`PostgreSQL outage suite skipped: ${missing}`);

const SHOPPERS = 16;
const STOCK = 100_000;
/** A submission with no answer past this counts as hung. */
const HANG_MS = 30_000;

interface Placed {
  key: string;
  orderId: number;
  /** When the reply came. */
  at: number;
}

/**
 * Members placing orders one after another until told to stop; a submission that fails (an
 * error reply, no answer) is sent again with the same idempotency key until the shop places it.
 */
function crowd(shop: FaultShop, sku: number, shoppers: Shopper[]) {
  const placed: Placed[] = [];
  const failures: { at: number; code: number | string; msg: string }[] = [];
  let hung = 0;
  let refused = 0;
  let stopping = false;
  let serial = 0;
  const run = async (shopper: Shopper) => {
    while (!stopping) {
      serial += 1;
      const key = `fault-${shopper.member.id}-${serial}`;
      for (;;) {
        const started = Date.now();
        const outcome = await submitOrder(shop.origin, shopper, { sku, key }, HANG_MS);
        if (outcome.kind === 'reply' && outcome.envelope.code === 0 && outcome.envelope.data) {
          placed.push({ key, orderId: outcome.envelope.data.order_id, at: Date.now() });
          break;
        }
        if (outcome.kind === 'no answer') {
          if (Date.now() - started >= HANG_MS) hung += 1;
          failures.push({ at: Date.now(), code: 'no answer', msg: outcome.error });
        } else {
          failures.push({ at: Date.now(), code: outcome.envelope.code, msg: outcome.envelope.msg });
          // A refusal (no stock) is an answer: the shopper does not send it again.
          if (outcome.envelope.code === 422) {
            refused += 1;
            break;
          }
        }
        await sleep(100);
      }
    }
  };
  const done = Promise.all(shoppers.map(run));
  return {
    placed,
    failures,
    get hung() {
      return hung;
    },
    get refused() {
      return refused;
    },
    stop: async () => {
      stopping = true;
      await done;
    },
  };
}

/** The first order answered after `since`, waited for up to `limitMs`; null if none came. */
async function firstOrderAfter(placed: Placed[], since: number, limitMs: number) {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const first = placed.find((order) => order.at >= since);
    if (first) return first.at;
    if (Date.now() > deadline) return null;
    await sleep(20);
  }
}

/** Polls `/readyz` every 200 ms while `during` runs: each status with its time. */
async function pollReadiness<T>(origin: string, during: Promise<T>) {
  const seen: { at: number; status: number }[] = [];
  let over = false;
  const polling = (async () => {
    while (!over) {
      seen.push({ at: Date.now(), status: await readiness(origin) });
      await sleep(200);
    }
  })();
  try {
    await during;
  } finally {
    over = true;
    await polling;
  }
  return seen;
}

async function readyWithin(origin: string, limitMs: number): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if ((await readiness(origin)) === 200) return Date.now() - started;
    await sleep(100);
  }
  return null;
}

describe.skipIf(missing)('checkout while PostgreSQL restarts and stops', () => {
  let postgres: PrivatePostgres | undefined;
  let shop: FaultShop | undefined;

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    const admin = openDatabase({ databaseUrl: postgres.url('postgres'), dataDir: '.' });
    await sql`create database shop`.execute(admin.db);
    await admin.close();
    shop = await startFaultShop({ DATABASE_URL: postgres.url('shop') });
  });

  afterAll(async () => {
    try {
      await shop?.close();
    } finally {
      await postgres?.destroy();
    }
  });

  test(`${SHOPPERS} members keep ordering: none lost or doubled, stock exact, ready again after`, async () => {
    if (!shop || !postgres) throw new Error('the shop did not start');
    const { sku, shoppers } = await shoppersAndPiece(shop, SHOPPERS, STOCK);
    const load = crowd(shop, sku, shoppers);
    try {
      await sleep(1500);
      const beforeRestart = load.placed.length;

      // (a) A restart: every connection is cut, the server is back within a moment.
      await postgres.restart();
      const restartBack = Date.now();
      const afterRestart = await firstOrderAfter(load.placed, restartBack, 15_000);
      await sleep(2000);

      // (b) Stopped for 5 seconds.
      const beforeStop = load.placed.length;
      const stopping = postgres.stop();
      const seen = await pollReadiness(
        shop.origin,
        stopping.then(() => sleep(5000)),
      );
      await postgres.start();
      const stopBack = Date.now();
      // Answers of the gap: from once the server was down (the stop returned) until it started.
      const stoppedAt = seen.length ? seen[0]!.at : stopBack;
      const gapStatuses = seen.filter((s) => s.at >= stoppedAt + 500).map((s) => s.status);
      const readyAfterStart = await readyWithin(shop.origin, 15_000);
      const afterStart = await firstOrderAfter(load.placed, stopBack, 15_000);
      await sleep(1500);
      await load.stop();

      const stored = await storedOrders(
        shop.db,
        shoppers.map((s) => s.member.id),
      );
      const storedKeys = new Map<string, number>();
      for (const order of stored) {
        storedKeys.set(order.idempotency_key, (storedKeys.get(order.idempotency_key) ?? 0) + 1);
      }
      const answeredIds = new Set(load.placed.map((p) => p.orderId));
      const lost = load.placed.filter((p) => !stored.some((o) => o.id === p.orderId)).length;
      const duplicated = [...storedKeys.values()].filter((n) => n > 1).length;
      const unanswered = stored.filter((o) => !answeredIds.has(o.id)).length;
      const sold = stored.reduce((sum, o) => sum + o.quantity, 0);
      const stock = await shop.db
        .selectFrom('sku')
        .select('stock')
        .where('id', '=', sku)
        .executeTakeFirstOrThrow();
      const figures = {
        placed: load.placed.length,
        storedOrders: stored.length,
        lost,
        duplicated,
        storedButNeverAnswered: unanswered,
        failedAttemptsRetried: load.failures.length,
        hung: load.hung,
        refused: load.refused,
        ordersBeforeRestart: beforeRestart,
        ordersBeforeStop: beforeStop,
        secondsToFirstOrderAfterRestart:
          afterRestart === null ? null : (afterRestart - restartBack) / 1000,
        secondsToFirstOrderAfterStart: afterStart === null ? null : (afterStart - stopBack) / 1000,
        secondsToReadyAfterStart: readyAfterStart === null ? null : readyAfterStart / 1000,
        readyzDuringGap: gapStatuses.join(' '),
        failureMessages: [...new Set(load.failures.map((f) => `${f.code} ${f.msg}`))],
        stockLeft: stock.stock,
      };
      console.log(`PostgreSQL outage figures: ${JSON.stringify(figures, null, 2)}`);

      expect(load.hung).toBe(0);
      expect(load.refused).toBe(0);
      expect(lost).toBe(0);
      expect(duplicated).toBe(0);
      expect(unanswered).toBe(0);
      expect(stored).toHaveLength(load.placed.length);
      expect(stock.stock).toBe(STOCK - sold);
      expect(stock.stock).toBeGreaterThanOrEqual(0);
      // Orders were taken before, between and after the faults.
      expect(beforeRestart).toBeGreaterThan(0);
      expect(beforeStop).toBeGreaterThan(beforeRestart);
      expect(afterRestart).not.toBeNull();
      expect(afterStart).not.toBeNull();
      expect(gapStatuses.length).toBeGreaterThan(3);
      expect(gapStatuses.every((status) => status === 503)).toBe(true);
      expect(readyAfterStart).not.toBeNull();
      // Every failure the shoppers saw was a clear, retryable answer in their language.
      for (const failure of load.failures) {
        expect(failure.code, failure.msg).toBe(503);
      }
    } finally {
      await load.stop();
    }
  });
});
