import { describe, expect } from 'vitest';
import { DEFAULT_PLACES_PER_PERIOD } from '../../../contract/appointment';
import type { BoutiqueDay } from '../../../contract/console-appointments';
import { shopDate } from '../appointment';
import {
  book,
  fillSlot,
  firstBoutique,
  freshDay,
} from '../console/appointments/console-appointments-fixtures';
import { test } from '../../test/fixtures';
import { databases, type TestShop } from '../../test/harness';
import { createMember } from '../../test/members';
import { readAudit } from './audit';
import { ROLES } from './permissions';
import { admin, signedInStaff } from './staff-fixtures';

// The owner sets how many bookings of one service a boutique takes in a period of a day; the
// shopper's booking and the console's moves and day view all go by it.

const setPlaces = (shop: TestShop, cookie: string, places: unknown, lang: 'cn' | 'en' = 'en') =>
  admin(shop.app, 'POST', '/settings/places', { cookie, body: { places }, lang });

describe.each(databases)('the owner’s places per period on %s', (kind) => {
  test.override({ databaseKind: kind });

  test('only the owner changes it; others are refused and change nothing', async ({ shop }) => {
    const actors: string[] = [];
    for (const role of ROLES) {
      const staff = await signedInStaff(shop, role);
      actors.push(String(staff.id));
      const reply = await setPlaces(shop, staff.cookie, 7);
      expect(reply.status, role).toBe(role === 'owner' ? 200 : 403);
      if (role === 'owner') await setPlaces(shop, staff.cookie, DEFAULT_PLACES_PER_PERIOD);
    }
    const log = await readAudit(shop.db, {
      action: 'settings.places_per_period',
      page: 1,
      pageSize: 5,
    });
    expect(log.items.filter((r) => actors.includes(r.actor)).map((r) => r.after)).toEqual([
      { places: DEFAULT_PLACES_PER_PERIOD },
      { places: 7 },
    ]);
  });

  test('bookings and moves go by it, audited; bad values are refused', async ({ shop }) => {
    const owner = await signedInStaff(shop, 'owner');
    const read = () => admin(shop.app, 'GET', '/settings/places', { cookie: owner.cookie });
    expect((await read()).body.data).toEqual({ places: DEFAULT_PLACES_PER_PERIOD });

    const days = freshDay();
    const date = shopDate(Date.now(), days);
    await fillSlot(shop, { days, period: 'am' }, DEFAULT_PLACES_PER_PERIOD);
    await expect(book(shop, await createMember(shop.db), { days, period: 'am' })).rejects.toThrow(
      `（每个时段 ${DEFAULT_PLACES_PER_PERIOD} 个名额）`,
    );
    expect((await setPlaces(shop, owner.cookie, 5)).body.data).toEqual({ places: 5 });
    await book(shop, await createMember(shop.db), { days, period: 'am' });
    const moving = await book(shop, await createMember(shop.db), { days, period: 'pm' });
    const move = await admin(shop.app, 'POST', `/appointments/${moving.id}/reschedule`, {
      cookie: owner.cookie,
      body: { version: 0, date, period: 'am' },
      lang: 'cn',
    });
    expect(move.status).toBe(409);
    expect(move.body.msg).toBe(`${date} 该时段已约满（每个时段 5 个名额），请选择其他时段`);
    const store = await firstBoutique(shop);
    const day = await admin<BoutiqueDay>(
      shop.app,
      'GET',
      `/appointments/day?store_id=${store}&date=${date}`,
      { cookie: owner.cookie },
    );
    expect(day.body.data.slots.find((s) => s.period === 'am')).toMatchObject({
      places: 5,
      taken: 5,
    });

    for (const places of [0, 51, 2.5, '6', null]) {
      const refused = await setPlaces(shop, owner.cookie, places);
      expect(refused.status, String(places)).toBe(400);
      expect(refused.body.msg).toBe('The places of a period are a whole number from 1 to 50');
    }
    expect((await setPlaces(shop, owner.cookie, 0, 'cn')).body.msg).toBe(
      '每个时段的名额应为 1 至 50 的整数',
    );
    expect((await read()).body.data).toEqual({ places: 5 });
    const log = await readAudit(shop.db, {
      action: 'settings.places_per_period',
      page: 1,
      pageSize: 5,
    });
    const mine = log.items.filter((r) => r.actor === String(owner.id));
    expect(mine.map((r) => [r.before, r.after])).toEqual([[{ places: 4 }, { places: 5 }]]);
    await setPlaces(shop, owner.cookie, DEFAULT_PLACES_PER_PERIOD);
  });
});
