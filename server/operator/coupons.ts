import type { Db } from '../db/database';
import { message } from '../messages';
import { CouponCampaignRefusal, issueCoupon } from '../modules/member';
import { OPERATOR, writeAudit } from '../modules/staff';
import { OperatorError } from './format';

export const COUPON_USAGE = `  coupon issue <id> <member|level>         give a coupon created in the console to one
                                            member (member number or mobile) or to every
                                            member of a level (point_card, silver, gold,
                                            platinum); never twice to one member`;

const LEVELS = ['point_card', 'silver', 'gold', 'platinum'] as const;
type Level = (typeof LEVELS)[number];
const isLevel = (text: string): text is Level => (LEVELS as readonly string[]).includes(text);

/** Gives a console coupon, by the same function and with the same audit row as the console. */
export async function couponCommand(
  db: Db,
  action: string,
  args: string[],
  now: number,
): Promise<string | null> {
  if (action !== 'issue') return null;
  const [idText = '', to = ''] = args;
  const id = Number(idText);
  if (!Number.isSafeInteger(id) || id <= 0 || !to) {
    throw new OperatorError('usage: coupon issue <id> <member number, mobile or level>');
  }
  const recipients = isLevel(to) ? { level: to } : { member: to };
  try {
    const issued = await issueCoupon(db, id, recipients, now, (trx, change) =>
      writeAudit(trx, OPERATOR, change, now),
    );
    return `coupon ${id} given to ${issued} member${issued === 1 ? '' : 's'}`;
  } catch (error) {
    if (error instanceof CouponCampaignRefusal) {
      throw new OperatorError(message('en', error.key, error.params));
    }
    throw error;
  }
}
