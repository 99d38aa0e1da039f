import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PlacedOrder } from '../../contract/order';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Db, DbHandle } from '../db/database';
import { checkoutFixtures } from '../modules/order/checkout/checkout-fixtures';
import { prepareDatabase } from '../setup';
import type { SetupLog } from '../setup';
import { TestClock } from '../test/clock';
import type { Envelope, TestShop } from '../test/harness';
import { createMember, type TestMember } from '../test/members';

/** The harness's own logger would announce its PostgreSQL suites, which this suite is not. */
const quietLog: SetupLog = { info: () => {}, warn: () => {} };

/** A shop started as `main.ts` starts it (prepared database, listening on a port of its own). */
export interface FaultShop extends TestShop {
  handle: DbHandle;
  /** `http://127.0.0.1:<port>`. */
  origin: string;
}

export async function startFaultShop(env: NodeJS.ProcessEnv): Promise<FaultShop> {
  const ownDataDir = env.DATA_DIR ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'shop-faults-'));
  const dataDir = env.DATA_DIR ?? (ownDataDir as string);
  const config: Config = loadConfig({
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'dist'),
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    ...env,
  });
  const handle = await prepareDatabase(config, quietLog);
  const clock = new TestClock();
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      db: handle.db,
      logger: false,
      probe: handle.probe,
      clock: clock.now,
    });
    await app.listen({ host: config.host, port: 0 });
  } catch (error) {
    await handle.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    db: handle.db,
    handle,
    config,
    clock,
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await handle.close();
      if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}

export interface Shopper {
  member: TestMember;
  addressId: number;
}

/** One per shop: each call then takes goods no earlier call took. */
const checkouts = new WeakMap<TestShop, ReturnType<typeof checkoutFixtures>>();

/** A piece with `stock` left and `count` signed-in members, each with a delivery address. */
export async function shoppersAndPiece(
  shop: TestShop,
  count: number,
  stock: number,
): Promise<{ sku: number; shoppers: Shopper[]; checkout: ReturnType<typeof checkoutFixtures> }> {
  let checkout = checkouts.get(shop);
  if (!checkout) {
    checkout = checkoutFixtures(() => shop);
    checkouts.set(shop, checkout);
  }
  const { sku } = await checkout.goods({ stock });
  const shoppers: Shopper[] = [];
  for (let i = 0; i < count; i++) {
    const member = await createMember(shop.db);
    shoppers.push({ member, addressId: await checkout.address(member) });
  }
  return { sku, shoppers, checkout };
}

export type SubmitOutcome =
  | { kind: 'reply'; status: number; envelope: Envelope<PlacedOrder | null> }
  | { kind: 'no answer'; error: string };

/** One submission over HTTP, as the shopper's browser sends it, given up after `timeoutMs`. */
export async function submitOrder(
  origin: string,
  shopper: Shopper,
  form: { sku: number; key: string; quantity?: number; lang?: 'cn' | 'en' },
  timeoutMs = 30_000,
): Promise<SubmitOutcome> {
  const body = new URLSearchParams({
    sku_list: JSON.stringify([{ sku_id: form.sku, quantity: form.quantity ?? 1 }]),
    address_id: String(shopper.addressId),
    pay_method: 'wechat',
    cross_border: '1',
    idempotency_key: form.key,
  });
  try {
    const response = await fetch(`${origin}/api?_mall_id=2&r=api/order/submit`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        language: form.lang ?? 'cn',
        'x-access-token': shopper.member.token,
      },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let envelope: Envelope<PlacedOrder | null>;
    try {
      envelope = JSON.parse(text) as Envelope<PlacedOrder | null>;
    } catch {
      envelope = { code: Number.NaN, data: null, msg: text };
    }
    return { kind: 'reply', status: response.status, envelope };
  } catch (error) {
    return { kind: 'no answer', error: (error as Error).message };
  }
}

/** `/readyz`'s status code, or 0 when it did not answer. */
export async function readiness(origin: string): Promise<number> {
  try {
    const response = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(5000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** The orders of these members, each with its key and the quantity of its lines. */
export async function storedOrders(
  db: Db,
  memberIds: number[],
): Promise<{ id: number; idempotency_key: string; quantity: number }[]> {
  const rows = await db
    .selectFrom('shop_order')
    .innerJoin('order_line', 'order_line.order_id', 'shop_order.id')
    .select(['shop_order.id', 'shop_order.idempotency_key'])
    .select((eb) => eb.fn.sum<number>('order_line.quantity').as('quantity'))
    .where('shop_order.member_id', 'in', memberIds)
    .groupBy(['shop_order.id', 'shop_order.idempotency_key'])
    .execute();
  return rows.map((row) => ({ ...row, quantity: Number(row.quantity) }));
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
