import { expect, type APIRequestContext } from '@playwright/test';
import { loadConfig, type Config } from '../server/config';
import { OPERATOR_WRITE_WAIT_MS, openDatabase, type Db } from '../server/db/database';
import { runOperatorCommand } from '../server/operator/commands';
import { createProviders } from '../server/providers';
import type { TestMember } from './support';

// Orders for the orders suite, placed and moved as a shopper and the merchant would: the shop's
// API with the member's token, and the operator's commands on the e2e shop's data.

/** The e2e shop's data directory (playwright.config.ts); another shop's for a manual run. */
const E2E_DATA_DIR = process.env.SHOP_DATA_DIR ?? '.e2e/shop';

interface Reply<T> {
  code: number;
  msg: string;
  data: T;
}

/** Calls the API as the member; GET with query parameters, POST with a form body. */
export async function callAs<T>(
  request: APIRequestContext,
  member: TestMember,
  r: string,
  input: Record<string, string | number> = {},
  method: 'GET' | 'POST' = 'POST',
): Promise<Reply<T>> {
  const headers = {
    'x-access-token': member.token,
    'x-forwarded-for': member.address,
    language: 'cn',
  };
  const params = { _mall_id: '2', r };
  const form = Object.fromEntries(
    Object.entries(input).map(([key, value]) => [key, String(value)]),
  );
  const response =
    method === 'GET'
      ? await request.get('/api', { params: { ...params, ...form }, headers })
      : await request.post('/api', { params, headers, multipart: form });
  return (await response.json()) as Reply<T>;
}

async function ok<T>(reply: Promise<Reply<T>>): Promise<T> {
  const { code, msg, data } = await reply;
  expect(code, msg).toBe(0);
  return data;
}

/** A delivery address in Beijing, the member's default. */
export async function addAddress(request: APIRequestContext, member: TestMember): Promise<number> {
  const address = await ok(
    callAs<{ id: number }>(request, member, 'api/user/address-save', {
      name: '李梅',
      mobile: '13800138000',
      province_code: '110000',
      city_code: '110100',
      area_code: '110105',
      address: '建国路 1 号',
      is_default: '1',
    }),
  );
  return address.id;
}

interface Goods {
  id: number;
  name: string;
  sizes: string[];
  sku_list: { id: number; stock: number }[];
}

/**
 * A product's SKU with plenty in stock (the most of its SKUs), among the products `accept` takes
 * (every one unless told), the first `offset` of them left to other tests.
 */
export async function goodsInStock(
  request: APIRequestContext,
  member: TestMember,
  offset = 0,
  accept: { when: (goods: Goods) => boolean; leastStock: number } = {
    when: () => true,
    leastStock: 10,
  },
): Promise<{ goods: Goods; skuId: number }> {
  const list = await ok(
    callAs<{ list: { id: number }[] }>(
      request,
      member,
      'api/default/goods-list',
      { page_size: 24 },
      'GET',
    ),
  );
  let skipped = 0;
  for (const { id } of list.list) {
    const goods = await ok(callAs<Goods>(request, member, 'api/goods/detail', { id }, 'GET'));
    const [sku] = [...goods.sku_list].sort((a, b) => b.stock - a.stock);
    if (!sku || sku.stock < accept.leastStock || !accept.when(goods)) continue;
    if (skipped++ >= offset) return { goods, skuId: sku.id };
  }
  throw new Error('no goods in stock');
}

export interface Placed {
  order_id: number;
  order_no: string;
  pay_amount: number;
}

/** Places an order for one SKU, to be paid from the balance (and points, when told). */
export async function placeOrder(
  request: APIRequestContext,
  member: TestMember,
  addressId: number,
  skuId: number,
  quantity = 1,
  usePoints = false,
): Promise<Placed> {
  return ok(
    callAs<Placed>(request, member, 'api/order/submit', {
      sku_list: JSON.stringify([{ sku_id: skuId, quantity }]),
      address_id: addressId,
      pay_method: 'balance',
      cross_border: '1',
      ...(usePoints ? { use_integral: '1' } : {}),
      idempotency_key: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
    }),
  );
}

/**
 * Runs a command of the operator's tool on the e2e shop, as `npm run shop -- …` runs it (the
 * same commands on the same database, with the shop's own providers), but inside the test's
 * process: starting the command line for each step costs seconds of compiling. Answers what the
 * command line prints; a refused command fails the test with the operator's reason.
 */
export async function operator(...args: string[]): Promise<string> {
  return onShopDatabase(async (db, config) => {
    const providers = createProviders(config, db);
    const services = { db, payment: providers.payment, carrier: providers.carrier };
    const result = await runOperatorCommand({ ...services, now: Date.now() }, args);
    if (!result.ok) throw new Error(`shop ${args.join(' ')}: ${result.text}`);
    return `${result.text}\n`;
  });
}

/**
 * Works on the e2e shop's database directly, for rows the shop's API rightly refuses to write
 * (an address saved under a district merged away since).
 */
export async function onShopDatabase<T>(work: (db: Db, config: Config) => Promise<T>): Promise<T> {
  const config = loadConfig({ ...process.env, DATA_DIR: E2E_DATA_DIR });
  const handle = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    writeWaitMs: OPERATOR_WRITE_WAIT_MS,
  });
  try {
    return await work(handle.db, config);
  } finally {
    await handle.close();
  }
}

/** Gives the member the balance the order needs, and pays it from the balance. */
export async function payOrder(
  request: APIRequestContext,
  member: TestMember,
  order: Placed,
): Promise<void> {
  await operator('balance', 'add', member.mobile, String(Math.ceil(order.pay_amount / 100)));
  await ok(callAs(request, member, 'api/payment/pay-buy-balance', { order_id: order.order_id }));
}

/** The newest after-sales request's number of an order, as the member's API tells it. */
export async function refundNoOf(
  request: APIRequestContext,
  member: TestMember,
  orderId: number,
): Promise<string> {
  const detail = await ok(
    callAs<{ refunds: { refund_no: string; created_at: number }[] }>(
      request,
      member,
      'api/order/detail',
      { order_id: orderId },
      'GET',
    ),
  );
  const newest = [...detail.refunds].sort((a, b) => b.created_at - a.created_at)[0];
  if (!newest) throw new Error('no after-sales request');
  return newest.refund_no;
}
