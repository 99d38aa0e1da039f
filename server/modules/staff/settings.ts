import type { Db } from '../../db/database';
import { writeAudit, type Actor } from './audit';

const SECOND_FACTOR_REQUIRED = 'second_factor_required';

export async function secondFactorRequired(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('staff_setting')
    .select('value')
    .where('key', '=', SECOND_FACTOR_REQUIRED)
    .executeTakeFirst();
  return row?.value === 'true';
}

export async function requireSecondFactor(db: Db, required: boolean, actor: Actor, now: number) {
  await db.transaction().execute(async (trx) => {
    const before = await secondFactorRequired(trx);
    const value = String(required);
    await trx
      .insertInto('staff_setting')
      .values({ key: SECOND_FACTOR_REQUIRED, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
    await writeAudit(
      trx,
      actor,
      {
        action: 'settings.second_factor',
        recordType: 'setting',
        recordId: SECOND_FACTOR_REQUIRED,
        before: { required: before },
        after: { required },
      },
      now,
    );
  });
}
