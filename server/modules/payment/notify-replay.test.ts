import { sql } from 'kysely';
import { describe, expect } from 'vitest';
import { oncePerShop, test as shopTest } from '../../test/fixtures';
import type { PayInstruction } from '../../../contract/payment';
import {
  NONCE_HEADER,
  SIGNATURE_HEADER,
  SandboxPayment,
  TIMESTAMP_HEADER,
} from '../../providers/payment-sandbox';
import { databases, type TestShop } from '../../test/harness';
import { createMember, type TestMember } from '../../test/members';
import { NOTIFY_MAX_SKEW_MS, pruneNotifyNonces, takeNotify } from './notify-nonces';
import { appDeliveringNotifies, paymentFixtures } from './payment-fixtures';

const sandboxOf = oncePerShop(
  (shop: TestShop): SandboxPayment => new SandboxPayment(shop.db, shop.config.paySecret),
);

const paymentsOf = oncePerShop((shop: TestShop) => paymentFixtures(() => shop));

const test = shopTest
  .extend('sandbox', ({ shop }) => sandboxOf(shop))
  .extend('payments', ({ shop }) => paymentsOf(shop));

const MINUTE = 60_000;

describe.each(databases)('a captured payment notify played again on %s', (kind) => {
  test.override({ databaseKind: kind });

  /** An unpaid order with a payment the shopper approved at the cashier. */
  async function approvedPayment(shop: TestShop, member: TestMember, payAmount: number) {
    const { placeOrder, post } = paymentsOf(shop);
    const order = await placeOrder(member, { payAmount });
    const reply = await post<PayInstruction>(member, 'api/payment/pay-data', {
      order_id: String(order.id),
      pay_method: 'wechat',
    });
    expect(reply.code, reply.msg).toBe(0);
    await sandboxOf(shop).settle(reply.data.payment_no, 'paid', Date.now());
    const content = {
      payment_no: reply.data.payment_no,
      amount: payAmount,
      result: 'paid',
      provider_txn: `TX${reply.data.payment_no}`,
    } as const;
    return { order, content };
  }

  test('refuses a delivery whose nonce was already taken; a new delivery is taken', async ({
    shop,
    member,
    payments: { deliver, memberRow, orderRow, signedNotify },
  }) => {
    const { order, content } = await approvedPayment(shop, member, 300_00);
    const captured = signedNotify(content);
    expect((await deliver(captured)).json()).toEqual({ code: 'SUCCESS' });
    expect((await orderRow(order.id)).status).toBe('paid');

    const replayed = await deliver(captured);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual({ code: 'FAIL', message: 'nonce already used' });
    // The same result in a delivery of its own is what a provider's retry looks like.
    expect((await deliver(signedNotify(content))).json()).toEqual({ code: 'SUCCESS' });
    expect(await memberRow(member.id)).toMatchObject({ points: 300 });
  });

  test('refuses a delivery signed more than 5 minutes ago or ahead, and applies nothing', async ({
    shop,
    member,
    payments: { deliver, memberRow, orderRow, signedNotify },
  }) => {
    const { order, content } = await approvedPayment(shop, member, 400_00);
    for (const signedAt of [Date.now() - 5 * MINUTE - 10_000, Date.now() + 5 * MINUTE + 10_000]) {
      const refused = await deliver(signedNotify(content, { signedAt }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ code: 'FAIL', message: 'timestamp out of range' });
    }
    expect(await orderRow(order.id)).toMatchObject({ status: 'unpaid', paid_at: null });
    expect(await memberRow(member.id)).toMatchObject({ points: 0 });

    const late = await deliver(signedNotify(content, { signedAt: Date.now() - 4 * MINUTE }));
    expect(late.json()).toEqual({ code: 'SUCCESS' });
    expect((await orderRow(order.id)).status).toBe('paid');
  });

  test('fails the signature when the timestamp or the nonce is changed', async ({
    shop,
    member,
    sandbox,
    payments: { deliver, orderRow, signedNotify },
  }) => {
    const { order, content } = await approvedPayment(shop, member, 500_00);
    const signedAt = Date.now() - 10_000;
    const captured = signedNotify(content, { signedAt });
    const tampered: Record<string, string>[] = [
      { ...captured.headers, [TIMESTAMP_HEADER]: String(Math.floor(signedAt / 1000) + 5) },
      { ...captured.headers, [NONCE_HEADER]: `${captured.headers[NONCE_HEADER]?.slice(1)}0` },
      // The body alone signed, with neither time nor nonce.
      {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: sandbox.sign(captured.body),
      },
    ];
    for (const headers of tampered) {
      const refused = await deliver({ body: captured.body, headers });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ code: 'FAIL', message: 'bad signature' });
    }
    expect(await orderRow(order.id)).toMatchObject({ status: 'unpaid', paid_at: null });
    // Refused before its nonce was taken: the untouched delivery still pays.
    expect((await deliver(captured)).json()).toEqual({ code: 'SUCCESS' });
  });

  test('takes one of two copies of a delivery sent at the same instant', async ({
    shop,
    member,
    payments: { deliver, memberRow, orderRow, signedNotify },
  }) => {
    const { order, content } = await approvedPayment(shop, member, 600_00);
    const captured = signedNotify(content);
    const replies = await Promise.all([deliver(captured), deliver(captured)]);
    const outcomes = replies.map((reply) => [reply.statusCode, reply.json()]);
    expect(outcomes).toContainEqual([200, { code: 'SUCCESS' }]);
    expect(outcomes).toContainEqual([400, { code: 'FAIL', message: 'nonce already used' }]);
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', points_earned: 600 });
    expect(await memberRow(member.id)).toMatchObject({ points: 600, lifetime_points: 600 });
  });

  test('answers a notify it could not take with a failure, so the provider calls again', async ({
    shop,
    member,
    payments: { deliver, orderRow, signedNotify },
  }) => {
    const { order, content } = await approvedPayment(shop, member, 800_00);
    // The database refuses to record the payment, as a full disk or a lost connection would.
    const fault = sql`CREATE TRIGGER notify_fault BEFORE UPDATE ON payment`;
    if (kind === 'sqlite') {
      await sql`${fault} BEGIN SELECT RAISE(ABORT, 'writes refused'); END`.execute(shop.db);
    } else {
      await sql`CREATE FUNCTION notify_fault() RETURNS trigger LANGUAGE plpgsql
        AS $$ BEGIN RAISE EXCEPTION 'writes refused'; END $$`.execute(shop.db);
      await sql`${fault} FOR EACH ROW EXECUTE FUNCTION notify_fault()`.execute(shop.db);
    }
    try {
      const failed = await deliver(signedNotify(content));
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ code: 'FAIL', message: 'not taken' });
      expect((await orderRow(order.id)).status).toBe('unpaid');
    } finally {
      await sql`DROP TRIGGER notify_fault${kind === 'sqlite' ? sql`` : sql` ON payment`}`.execute(
        shop.db,
      );
      if (kind !== 'sqlite') await sql`DROP FUNCTION notify_fault()`.execute(shop.db);
    }
    // The provider's next delivery of the same result is taken.
    expect((await deliver(signedNotify(content))).json()).toEqual({ code: 'SUCCESS' });
    expect((await orderRow(order.id)).status).toBe('paid');
  });

  test('answers a notify over the size limit with a failure in the provider’s form', async ({
    payments: { deliver },
  }) => {
    const huge = await deliver({ body: 'x'.repeat(65 * 1024), headers: {} });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ code: 'FAIL', message: 'not taken' });
  });

  test('the notify route prunes the nonces past their time as it goes', async ({
    shop,
    payments: { deliver, signedNotify },
  }) => {
    const { app } = await appDeliveringNotifies(shop);
    try {
      const past = { provider: 'sandbox', expires_at: Date.now() - 1 };
      await shop.db
        .insertInto('notify_nonce')
        .values([
          { ...past, nonce_digest: 'a'.repeat(64) },
          { ...past, nonce_digest: 'b'.repeat(64) },
        ])
        .execute();
      const member = await createMember(shop.db);
      const { content } = await approvedPayment(shop, member, 700_00);
      const delivery = signedNotify(content);
      expect((await deliver(delivery, { app })).json()).toEqual({ code: 'SUCCESS' });
      const expired = await shop.db
        .selectFrom('notify_nonce')
        .select('nonce_digest')
        .where('expires_at', '<', Date.now())
        .execute();
      expect(expired).toEqual([]);
    } finally {
      await app.close();
    }
  });

  describe('the nonce store', () => {
    const t0 = Date.UTC(2033, 0, 1);
    let serial = 0;
    const nonce = () => `nonce-${kind}-${(serial += 1)}`;

    test('takes a timestamp up to 5 minutes either side of now, exactly', async ({ shop }) => {
      const at = (signedAt: number, now: number) =>
        takeNotify(shop.db, 'sandbox', { signedAt, nonce: nonce() }, now);
      expect(await at(t0, t0 + NOTIFY_MAX_SKEW_MS)).toBe('fresh');
      expect(await at(t0, t0 + NOTIFY_MAX_SKEW_MS + 1)).toBe('stale');
      expect(await at(t0, t0 - NOTIFY_MAX_SKEW_MS)).toBe('fresh');
      expect(await at(t0, t0 - NOTIFY_MAX_SKEW_MS - 1)).toBe('stale');
      expect(await at(Number.NaN, t0)).toBe('stale');
    });

    test('keeps each provider’s nonces apart, and one of many racing takes wins', async ({
      shop,
    }) => {
      const shared = nonce();
      const takes = await Promise.all(
        Array.from({ length: 8 }, () =>
          takeNotify(shop.db, 'sandbox', { signedAt: t0, nonce: shared }, t0),
        ),
      );
      expect(takes.filter((take) => take === 'fresh')).toHaveLength(1);
      expect(takes.filter((take) => take === 'replayed')).toHaveLength(7);
      expect(await takeNotify(shop.db, 'alipay', { signedAt: t0, nonce: shared }, t0)).toBe(
        'fresh',
      );
    });

    test('prunes a nonce only once its delivery is refused as stale anyway', async ({ shop }) => {
      const t1 = Date.UTC(2034, 0, 1);
      const old = { signedAt: t1, nonce: nonce() };
      const newer = { signedAt: t1 + MINUTE, nonce: nonce() };
      expect(await takeNotify(shop.db, 'sandbox', old, t1)).toBe('fresh');
      expect(await takeNotify(shop.db, 'sandbox', newer, t1 + MINUTE)).toBe('fresh');

      const edge = t1 + NOTIFY_MAX_SKEW_MS;
      await pruneNotifyNonces(shop.db, edge);
      expect(await takeNotify(shop.db, 'sandbox', old, edge)).toBe('replayed');
      expect(await pruneNotifyNonces(shop.db, edge + 1)).toBeGreaterThanOrEqual(1);
      expect(await takeNotify(shop.db, 'sandbox', old, edge + 1)).toBe('stale');
      expect(await takeNotify(shop.db, 'sandbox', newer, edge + 1)).toBe('replayed');
      const left = await shop.db
        .selectFrom('notify_nonce')
        .select('expires_at')
        .where('expires_at', '<', edge + 1)
        .execute();
      expect(left).toEqual([]);
    });
  });
});
