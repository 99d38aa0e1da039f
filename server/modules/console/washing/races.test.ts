import { describe, expect } from 'vitest';
import { test } from '../../../test/fixtures';
import { databases } from '../../../test/harness';
import { admin, signedInStaff } from '../../staff/staff-fixtures';
import { auditOf, bookingRow, requestWashing } from './console-washing-fixtures';

// Two staff changing one washing request at the same instant: one is carried out, the other is
// told to look again.

describe.each(databases)('two staff on one washing request at once on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('pricing while a colleague moves it on: one of them wins', async ({ shop, member }) => {
    const [a, b] = await Promise.all([
      signedInStaff(shop, 'customer_service'),
      signedInStaff(shop, 'owner'),
    ]);
    const request = await requestWashing(shop, member);
    const replies = await Promise.all([
      admin(shop.app, 'POST', `/washing/${request.id}/price`, {
        cookie: a.cookie,
        body: { version: 0, price: 50_000 },
      }),
      admin(shop.app, 'POST', `/washing/${request.id}/progress`, {
        cookie: b.cookie,
        body: { version: 0, to: 'received' },
      }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)?.body.msg).toBe(
      `Washing request ${request.id} was just changed by someone else: refresh to see it as it is now, then try again`,
    );
    const row = await bookingRow(shop, request.id);
    const priced = replies[0]?.status === 200;
    expect(row.price).toBe(priced ? 50_000 : null);
    expect(row.washing_state).toBe(priced ? '' : 'received');
    expect((await auditOf(shop, request.id)).map((r) => r.action)).toEqual([
      priced ? 'washing.price' : 'washing.progress',
    ]);
  });

  test('two staff setting two prices at once: one price stands', async ({ shop, member }) => {
    const [a, b] = await Promise.all([
      signedInStaff(shop, 'customer_service'),
      signedInStaff(shop, 'customer_service'),
    ]);
    const request = await requestWashing(shop, member);
    const replies = await Promise.all(
      [a, b].map((staff, i) =>
        admin(shop.app, 'POST', `/washing/${request.id}/price`, {
          cookie: staff.cookie,
          body: { version: 0, price: (i + 1) * 10_000 },
        }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const won = replies[0]?.status === 200 ? 10_000 : 20_000;
    expect((await bookingRow(shop, request.id)).price).toBe(won);
    expect(await auditOf(shop, request.id)).toHaveLength(1);
  });
});
