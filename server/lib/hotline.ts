import type { Db } from '../db/database';

// The shop's customer-service hotline: one setting, which the operator sets (npm run shop --
// hotline set …) and every text that names the number reads, the footer's as the messages'.

export const HOTLINE_SETTING = 'hotline';

/** The hotline as the operator set it; '' when none is, and texts then name no number. */
export async function shopHotline(db: Db): Promise<string> {
  const row = await db
    .selectFrom('setting')
    .select('value')
    .where('key', '=', HOTLINE_SETTING)
    .executeTakeFirst();
  return row?.value.trim() ?? '';
}
