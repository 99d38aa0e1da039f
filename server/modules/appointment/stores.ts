import type { Appointment } from '../../../contract/appointment';
import type { Db } from '../../db/database';
import type { Lang } from '../../lib/lang';
import { langsFor, pickTexts } from '../catalogue';
import { placeName } from '../store';

export type AppointmentStore = Appointment['store'];

/** The boutiques of some appointments as they show them, enabled or not, by id. */
export async function storesById(
  db: Db,
  ids: number[],
  lang: Lang,
): Promise<Map<number, AppointmentStore>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db
    .selectFrom('store')
    .select(['id', 'city_code', 'phone'])
    .where('id', 'in', unique)
    .execute();
  const texts = pickTexts(
    await db
      .selectFrom('store_text')
      .select(['store_id', 'lang', 'name', 'address'])
      .where('store_id', 'in', unique)
      .where('lang', 'in', langsFor(lang))
      .execute(),
    (t) => t.store_id,
    lang,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: texts.get(row.id)?.name ?? '',
        city_name: placeName(row.city_code, lang),
        address: texts.get(row.id)?.address ?? '',
        phone: row.phone,
      },
    ]),
  );
}

/** The services a boutique offers (its JSON column), [] when unreadable. */
export function servicesOf(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}
