import { DEFAULT_PLACES_PER_PERIOD, MAX_PLACES_PER_PERIOD } from '../../../contract/appointment';
import type { Db } from '../../db/database';
import { writeAudit, type Actor } from './audit';
import { StaffError } from './messages';

// The console's settings, kept as text by key; each change is written to the audit log with the
// value before and after, in the same transaction.

const SECOND_FACTOR_REQUIRED = 'second_factor_required';
const LOW_STOCK_THRESHOLD = 'low_stock_threshold';
const PLACES_PER_PERIOD = 'places_per_period';

/** A SKU with this many pieces or fewer left is low (sold out included), unless the owner says. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 3;
export const MAX_LOW_STOCK_THRESHOLD = 999;

async function readSetting(db: Db, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('staff_setting')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

/** A whole number of at least `min` kept under `key`, or `fallback` when none is. */
async function wholeSetting(db: Db, key: string, min: number, fallback: number): Promise<number> {
  const stored = Number(await readSetting(db, key));
  return Number.isInteger(stored) && stored >= min ? stored : fallback;
}

async function writeSetting<T>(
  db: Db,
  setting: { key: string; action: string; read: (trx: Db) => Promise<T>; field: string },
  value: T,
  actor: Actor,
  now: number,
) {
  await db.transaction().execute(async (trx) => {
    const before = await setting.read(trx);
    const text = String(value);
    await trx
      .insertInto('staff_setting')
      .values({ key: setting.key, value: text })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: text }))
      .execute();
    await writeAudit(
      trx,
      actor,
      {
        action: setting.action,
        recordType: 'setting',
        recordId: setting.key,
        before: { [setting.field]: before },
        after: { [setting.field]: value },
      },
      now,
    );
  });
}

export async function secondFactorRequired(db: Db): Promise<boolean> {
  return (await readSetting(db, SECOND_FACTOR_REQUIRED)) === 'true';
}

export async function requireSecondFactor(db: Db, required: boolean, actor: Actor, now: number) {
  const setting = {
    key: SECOND_FACTOR_REQUIRED,
    action: 'settings.second_factor',
    read: secondFactorRequired,
    field: 'required',
  };
  await writeSetting(db, setting, required, actor, now);
}

/** At how many pieces left (or fewer) the dashboard lists a SKU as running low. */
export function lowStockThreshold(db: Db): Promise<number> {
  return wholeSetting(db, LOW_STOCK_THRESHOLD, 0, DEFAULT_LOW_STOCK_THRESHOLD);
}

export async function setLowStockThreshold(db: Db, threshold: number, actor: Actor, now: number) {
  const setting = {
    key: LOW_STOCK_THRESHOLD,
    action: 'settings.low_stock',
    read: lowStockThreshold,
    field: 'threshold',
  };
  await writeSetting(db, setting, threshold, actor, now);
}

/** How many bookings of one service a boutique takes in one period of a day. */
export function placesPerPeriod(db: Db): Promise<number> {
  return wholeSetting(db, PLACES_PER_PERIOD, 1, DEFAULT_PLACES_PER_PERIOD);
}

/** The owner sets the places of a period, 1 to 50; the bookings already made all stay. */
export async function setPlacesPerPeriod(db: Db, places: unknown, actor: Actor, now: number) {
  const whole = typeof places === 'number' && Number.isInteger(places);
  if (!whole || places < 1 || places > MAX_PLACES_PER_PERIOD) {
    throw new StaffError(400, 'placesPerPeriodInvalid', { max: MAX_PLACES_PER_PERIOD });
  }
  const setting = {
    key: PLACES_PER_PERIOD,
    action: 'settings.places_per_period',
    read: placesPerPeriod,
    field: 'places',
  };
  await writeSetting(db, setting, places, actor, now);
}
