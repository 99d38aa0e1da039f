import type { CallParsed } from '../../../contract/call';
import { CODE_INVALID_INPUT } from '../../../contract/call';
import type {
  Membership,
  OrderCounts,
  Profile,
  UserCenter,
  memberEditInfo,
} from '../../../contract/member';
import { DATE_PATTERN } from '../../../contract/rules';
import type { Db } from '../../db/database';
import { BusinessError } from '../../errors';
import type { Lang } from '../../lib/lang';
import { countCoupons } from './coupons';
import { displayName } from './display-name';
import { checkRegion, listedCodes, regionNames, storedCodes } from './district';
import { describeLevels, memberLevel, nextLevel } from './levels';
import { isUniqueViolation, loadMember, type MemberRow } from './rows';
import { countWishList } from './wish-list';

/**
 * How many of the member's orders each of the user center's shortcuts leads to. The orders
 * module counts them (it stands above this one), and the app hands its counting in.
 */
export type CountOrders = (db: Db, memberId: number) => Promise<OrderCounts>;

export async function userCenter(
  db: Db,
  countOrders: CountOrders,
  memberId: number,
  lang: Lang,
): Promise<UserCenter> {
  const [member, couponCount, wishListCount, orderCounts] = await Promise.all([
    loadMember(db, memberId),
    countCoupons(db, memberId, 'usable'),
    countWishList(db, memberId),
    countOrders(db, memberId),
  ]);
  const level = memberLevel(member);
  return {
    display_name: displayName(member, lang),
    title: member.title,
    last_name: member.last_name,
    level: level.key,
    level_name: level.name[lang],
    points: member.points,
    balance: Number(member.balance),
    coupon_count: couponCount,
    favorite_count: wishListCount,
    order_counts: orderCounts,
  };
}

function toProfile(member: MemberRow): Profile {
  return {
    title: member.title,
    last_name: member.last_name,
    first_name: member.first_name,
    birthday: member.birthday,
    country: member.country,
    city: member.city,
    ...listedCodes(member),
    ...regionNames(member),
    address: member.address,
    special_date: member.special_date,
    email: member.email ?? '',
    mobile: member.mobile,
    newsletter: member.newsletter === 1,
    card_no: member.card_no,
    level: memberLevel(member).key,
  };
}

export async function myInfo(db: Db, memberId: number): Promise<Profile> {
  return toProfile(await loadMember(db, memberId));
}

/** A real calendar date, written YYYY-MM-DD. */
function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return (
    DATE_PATTERN.test(value) &&
    !Number.isNaN(date.getTime()) &&
    date.toISOString().startsWith(value)
  );
}

/**
 * Saves the profile form. The mobile number, card number, level and points are not part of the
 * input, so whatever a request carries for them is never read.
 */
export async function editInfo(
  db: Db,
  memberId: number,
  input: CallParsed<typeof memberEditInfo>,
): Promise<Profile> {
  checkRegion(input, true);
  if (input.special_date && !isCalendarDate(input.special_date)) {
    throw new BusinessError(CODE_INVALID_INPUT, 'dateInvalid');
  }
  // A member may have no email (none asked at registration, or a WeChat sign-up): null, so
  // that two such members never share an empty one.
  const email = input.email === '' ? null : input.email;
  const taken =
    email !== null &&
    (await db
      .selectFrom('member')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .where('id', '!=', memberId)
      .executeTakeFirst());
  if (taken) throw new BusinessError(CODE_INVALID_INPUT, 'emailTaken');
  try {
    await db
      .updateTable('member')
      .set({
        title: input.title,
        last_name: input.last_name,
        first_name: input.first_name,
        birthday: input.birthday,
        ...(input.country === undefined ? {} : { country: input.country }),
        ...(input.city === undefined ? {} : { city: input.city }),
        ...storedCodes(input),
        address: input.address,
        special_date: input.special_date,
        email,
        newsletter: input.newsletter ? 1 : 0,
        updated_at: Date.now(),
      })
      .where('id', '=', memberId)
      .execute();
  } catch (error) {
    // Another account took the address between the check and the write.
    if (isUniqueViolation(error)) throw new BusinessError(CODE_INVALID_INPUT, 'emailTaken');
    throw error;
  }
  return myInfo(db, memberId);
}

export async function myMember(db: Db, memberId: number, lang: Lang): Promise<Membership> {
  const member = await loadMember(db, memberId);
  const level = memberLevel(member);
  const next = nextLevel(level);
  return {
    card_no: member.card_no,
    level: level.key,
    level_name: level.name[lang],
    points: member.points,
    lifetime_points: member.lifetime_points,
    next_level: next && {
      key: next.key,
      name: next.name[lang],
      points_needed: Math.max(0, next.threshold - member.lifetime_points),
    },
    levels: describeLevels(lang),
  };
}
