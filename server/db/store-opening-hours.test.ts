import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, openTestDatabase } from '../test/harness';
import type { DbHandle } from './database';
import { migrateToLatest } from './migrate';
import * as storeOpeningHours from './migrations/2026_11_29_0027_store_opening_hours';
import { STORES } from './seed/data/stores';

describe.each(databases)('boutiques’ opening hours (migration 0027) on %s', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await migrateToLatest(handle.db);
  });
  afterAll(() => handle?.close());

  it('gives the boutiques of a shop in use the hours their text says, and their bookings theirs', async () => {
    const { db } = handle;
    const migration = db as unknown as Kysely<unknown>;
    await storeOpeningHours.down(migration);
    const texts = [
      ...STORES.map((store) => store.hours.text.cn),
      '周一至周五 11:00–19:00',
      '营业时间请致电精品店',
    ];
    const ids: number[] = [];
    for (const [i, hours] of texts.entries()) {
      const { id } = await db
        .insertInto('store')
        .values({
          province_code: '310000',
          city_code: '310100',
          phone: '021-6288 1961',
          latitude: 31.2,
          longitude: 121.4,
          sort: i,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('store_text')
        .values([
          { store_id: id, lang: 'cn', name: `精品店 ${i}`, address: '', hours },
          { store_id: id, lang: 'en', name: `Boutique ${i}`, address: '', hours: 'Every day' },
        ])
        .execute();
      ids.push(id);
    }
    const booked = { member_id: 1, store_id: ids[0] ?? 0, service: 'appointment' };
    const fields = { service_type: 'fitting', clothing_type: 'coats', title: 'Ms.' };
    const who = { name: '李雅', mobile: '13912345678', date: '2026-12-01', created_at: 1 };
    const state = { remark: '', status: 'waiting' };
    await db
      .insertInto('appointment')
      .values(
        (['am', 'pm'] as const).map((period) => ({
          ...booked,
          ...fields,
          ...who,
          ...state,
          period,
        })),
      )
      .execute();
    await storeOpeningHours.up(migration);

    const rows = await db
      .selectFrom('store_opening_hours')
      .select(['store_id', 'weekday', 'opens', 'closes'])
      .orderBy('store_id')
      .orderBy('weekday')
      .execute();
    const weekOf = (id: number) =>
      rows
        .filter((r) => r.store_id === id)
        .map(({ weekday, opens, closes }) => ({
          weekday,
          opens,
          closes,
        }));
    // A seeded boutique's text gives the week the seed gives a new shop.
    for (const [i, store] of STORES.entries()) {
      expect(weekOf(ids[i] ?? 0), store.name.en).toEqual(store.hours.week);
    }
    // Closed on the days its text leaves out; a text it cannot read keeps what was offered.
    const weekdays = ids.at(-2) ?? 0;
    expect(weekOf(weekdays).map((d) => d.weekday)).toEqual([1, 2, 3, 4, 5]);
    expect(weekOf(weekdays)[0]).toEqual({ weekday: 1, opens: '11:00', closes: '19:00' });
    expect(new Set(weekOf(ids.at(-1) ?? 0).map((d) => `${d.opens}–${d.closes}`))).toEqual(
      new Set(['10:00–18:00']),
    );
    expect(weekOf(ids.at(-1) ?? 0)).toHaveLength(7);

    const appointments = await db
      .selectFrom('appointment')
      .select(['period', 'hours'])
      .orderBy('period')
      .execute();
    expect(appointments).toEqual([
      { period: 'am', hours: '10:00–13:00' },
      { period: 'pm', hours: '14:00–18:00' },
    ]);
  });
});
