import type { Db } from '../../db/database';
import { writeAudit, type Actor } from './audit';

// The console's settings, kept as text by key; each change is written to the audit log with the
// value before and after, in the same transaction.

const SECOND_FACTOR_REQUIRED = 'second_factor_required';
const LOW_STOCK_THRESHOLD = 'low_stock_threshold';

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
export async function lowStockThreshold(db: Db): Promise<number> {
  const stored = Number(await readSetting(db, LOW_STOCK_THRESHOLD));
  return Number.isInteger(stored) && stored >= 0 ? stored : DEFAULT_LOW_STOCK_THRESHOLD;
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
