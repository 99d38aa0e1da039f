import { REGISTER_GIFT_FEN } from '../../../contract/rules';
import type { Db } from '../../db/database';
import type { Insertable } from 'kysely';
import type { MemberTable } from '../../db/schema';
import { DAY } from './throttle';
import { memberById, newCardNumber, type MemberLogin } from './members';

export const REGISTER_GIFT_CODE = 'register_gift';

const giftTexts = [
  {
    lang: 'cn',
    name: '注册礼券',
    description: '新会员礼遇：100 元礼券，适用于任意订单，无最低消费，自注册起 365 天内有效。',
  },
  {
    lang: 'en',
    name: 'Welcome gift certificate',
    description:
      'A welcome for new members: 100 RMB off any order, no minimum spend, valid for 365 days from registration.',
  },
];

/** The registration gift's template: created on first use, safely when two members race. */
async function giftTemplate(trx: Db) {
  await trx
    .insertInto('coupon_template')
    .values({
      code: REGISTER_GIFT_CODE,
      value_fen: REGISTER_GIFT_FEN,
      min_spend_fen: 0,
      valid_days: 365,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const template = await trx
    .selectFrom('coupon_template')
    .selectAll()
    .where('code', '=', REGISTER_GIFT_CODE)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('coupon_template_text')
    .values(giftTexts.map((text) => ({ coupon_template_id: template.id, ...text })))
    .onConflict((oc) => oc.columns(['coupon_template_id', 'lang']).doNothing())
    .execute();
  return template;
}

type NewMember = Omit<
  Insertable<MemberTable>,
  'id' | 'card_no' | 'level' | 'points' | 'lifetime_points' | 'created_at' | 'updated_at'
>;

/**
 * Stores a new member with the registration gift certificate, in the caller's transaction.
 * Returns the member and the gift's value in fen.
 */
export async function createMember(
  trx: Db,
  fields: NewMember,
  now: number,
): Promise<{ member: MemberLogin; giftFen: number }> {
  const inserted = await trx
    .insertInto('member')
    .values({
      ...fields,
      level: 'point_card',
      card_no: await newCardNumber(trx),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const template = await giftTemplate(trx);
  await trx
    .insertInto('coupon')
    .values({
      member_id: inserted.id,
      template_id: template.id,
      value_fen: template.value_fen,
      min_spend_fen: template.min_spend_fen,
      starts_at: now,
      expires_at: now + template.valid_days * DAY,
      created_at: now,
    })
    .execute();
  const member = await memberById(trx, inserted.id);
  if (!member) throw new Error('the new member vanished');
  return { member, giftFen: template.value_fen };
}
