import type { OpeningHours } from '../../../contract/opening-hours';
import type { Store, StoreRegion } from '../../../contract/store';
import type { Db } from '../../db/database';
import type { Lang } from '../../lib/lang';
import { langsFor, pickTexts } from '../catalogue';
import { countryName, placeName } from './regions';

export interface StoreFilter {
  country_code?: string;
  province_code?: string;
  city_code?: string;
  service?: string;
}

function servicesOf(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

function enabledStores(db: Db, filter: StoreFilter) {
  let query = db.selectFrom('store').selectAll().where('enabled', '=', 1);
  if (filter.country_code) query = query.where('country_code', '=', filter.country_code);
  if (filter.province_code) query = query.where('province_code', '=', filter.province_code);
  if (filter.city_code) query = query.where('city_code', '=', filter.city_code);
  return query.orderBy('sort').orderBy('id').execute();
}

/** Enabled boutiques matching every given code and the service, ordered by sort then id. */
export async function listStores(
  db: Db,
  lang: Lang,
  filter: StoreFilter,
): Promise<{ list: Store[] }> {
  const rows = (await enabledStores(db, filter))
    .map((row) => ({ ...row, services: servicesOf(row.services) }))
    .filter((row) => !filter.service || row.services.includes(filter.service));
  if (!rows.length) return { list: [] };
  const ids = rows.map((r) => r.id);
  const [texts, opening] = await Promise.all([
    db
      .selectFrom('store_text')
      .selectAll()
      .where('store_id', 'in', ids)
      .where('lang', 'in', langsFor(lang))
      .execute(),
    openingHoursOf(db, ids),
  ]);
  const textOf = pickTexts(texts, (t) => t.store_id, lang);
  return {
    list: rows.map((row) => {
      const text = textOf.get(row.id);
      return {
        id: row.id,
        name: text?.name ?? '',
        country_code: row.country_code,
        province_code: row.province_code,
        city_code: row.city_code,
        city_name: placeName(row.city_code, lang),
        address: text?.address ?? '',
        hours: text?.hours ?? '',
        opening_hours: opening.get(row.id) ?? [],
        phone: row.phone,
        latitude: Number(row.latitude),
        longitude: Number(row.longitude),
        services: row.services,
      };
    }),
  };
}

/** The boutiques' hours by day of the week, Monday first. */
export async function openingHoursOf(db: Db, ids: number[]): Promise<Map<number, OpeningHours[]>> {
  const byStore = new Map<number, OpeningHours[]>();
  if (!ids.length) return byStore;
  const rows = await db
    .selectFrom('store_opening_hours')
    .selectAll()
    .where('store_id', 'in', ids)
    .orderBy('store_id')
    .orderBy('weekday')
    .execute();
  for (const { store_id: id, weekday, opens, closes } of rows) {
    byStore.set(id, [...(byStore.get(id) ?? []), { weekday, opens, closes }]);
  }
  return byStore;
}

/** Finds or adds the child with this code, keeping the order in which they first appear. */
function childOf(parent: StoreRegion[], code: string, name: () => string): StoreRegion {
  const found = parent.find((r) => r.code === code);
  if (found) return found;
  const region: StoreRegion = { code, name: name(), children: [] };
  parent.push(region);
  return region;
}

/** Countries → provinces → cities that have an enabled boutique, in the boutiques' order. */
export async function storeCities(db: Db, lang: Lang): Promise<{ list: StoreRegion[] }> {
  const list: StoreRegion[] = [];
  for (const store of await enabledStores(db, {})) {
    const country = childOf(list, store.country_code, () => countryName(store.country_code, lang));
    const province = childOf(country.children, store.province_code, () =>
      placeName(store.province_code, lang),
    );
    childOf(province.children, store.city_code, () => placeName(store.city_code, lang));
  }
  return { list };
}
