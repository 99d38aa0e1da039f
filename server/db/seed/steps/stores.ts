import type { Db } from '../../database';
import { perLang } from '../batch';
import { STORES } from '../data/stores';

/** The boutiques of the store locator, appointments and the washing service. */
export async function insertStores(db: Db): Promise<void> {
  for (const [i, store] of STORES.entries()) {
    const { id } = await db
      .insertInto('store')
      .values({
        country_code: 'CN',
        province_code: store.province_code,
        city_code: store.city_code,
        phone: store.phone,
        latitude: store.latitude,
        longitude: store.longitude,
        services: JSON.stringify(store.services),
        sort: (i + 1) * 10,
        enabled: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('store_text')
      .values(
        perLang((lang) => ({
          store_id: id,
          lang,
          name: store.name[lang],
          address: store.address[lang],
          hours: store.hours.text[lang],
        })),
      )
      .execute();
    await db
      .insertInto('store_opening_hours')
      .values(store.hours.week.map((day) => ({ store_id: id, ...day })))
      .execute();
  }
}

/** Demo shops seeded before the boutiques existed get them too (a shop with any keeps its own). */
export async function ensureStores(db: Db): Promise<void> {
  const any = await db.selectFrom('store').select('id').limit(1).executeTakeFirst();
  if (!any) await insertStores(db);
}
