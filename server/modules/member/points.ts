import type { CallParsed, CallReply } from '../../../contract/call';
import type { PointRecord, pointList } from '../../../contract/member';
import type { Db } from '../../db/database';
import type { Lang } from '../../lib/lang';
import { countOf, offsetOf, pagination } from './rows';

type Words = Record<Lang, string>;

/**
 * What a point record says, by its type. `reference` is an order number (order, redeem,
 * refund), the period that expired (expire), or the reason for an adjustment (adjust).
 */
const POINT_TYPES: Record<string, { name: Words; detail: Words; bare?: Words }> = {
  register: {
    name: { cn: '注册奖励', en: 'Welcome' },
    detail: { cn: '注册成为会员获赠积分', en: 'Points given for joining as a member' },
  },
  order: {
    name: { cn: '购物获得', en: 'Earned' },
    detail: { cn: '订单 {ref} 消费获得积分', en: 'Earned on order {ref}' },
    bare: { cn: '购物消费获得积分', en: 'Earned on an order' },
  },
  redeem: {
    name: { cn: '积分抵扣', en: 'Redeemed' },
    detail: { cn: '订单 {ref} 使用积分抵扣', en: 'Used towards order {ref}' },
    bare: { cn: '下单时使用积分抵扣', en: 'Used towards an order' },
  },
  refund: {
    name: { cn: '退款调整', en: 'Refund' },
    detail: {
      cn: '订单 {ref} 退款，积分相应退回或扣除',
      en: 'Returned or withdrawn for the refund of order {ref}',
    },
    bare: {
      cn: '订单退款，积分相应退回或扣除',
      en: 'Returned or withdrawn for a refunded order',
    },
  },
  expire: {
    name: { cn: '积分过期', en: 'Expired' },
    detail: { cn: '{ref} 获得的积分已过期', en: 'Points earned in {ref} have expired' },
    bare: { cn: '积分已过期', en: 'Points have expired' },
  },
  adjust: {
    name: { cn: '积分调整', en: 'Adjustment' },
    detail: { cn: '积分调整：{ref}', en: 'Adjustment: {ref}' },
    bare: { cn: '客服积分调整', en: 'Adjusted by Client Services' },
  },
};

export function describePoints(
  record: { type: string; reference: string },
  lang: Lang,
): { type_name: string; detail: string } {
  const type = POINT_TYPES[record.type];
  if (!type) return { type_name: record.type, detail: record.reference };
  const reference = record.reference.trim();
  const template = reference || !type.bare ? type.detail : type.bare;
  return {
    type_name: type.name[lang],
    detail: template[lang].replace('{ref}', reference),
  };
}

export async function listPoints(
  db: Db,
  memberId: number,
  lang: Lang,
  input: CallParsed<typeof pointList>,
): Promise<CallReply<typeof pointList>> {
  const [countRow, rows] = await Promise.all([
    db
      .selectFrom('point_record')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('member_id', '=', memberId)
      .executeTakeFirst(),
    db
      .selectFrom('point_record')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(input.page_size)
      .offset(offsetOf(input.page, input.page_size))
      .execute(),
  ]);
  const list: PointRecord[] = rows.map((row) => ({
    id: row.id,
    type: row.type,
    ...describePoints(row, lang),
    points: row.points,
    created_at: row.created_at,
  }));
  return { list, pagination: pagination(input.page, input.page_size, countOf(countRow)) };
}

/**
 * The points an order's refunds have moved so far, by their point records of type 'refund':
 * those given back (spent points returned) or those taken back (earned points withdrawn), as a
 * count of points, never negative.
 */
export async function refundPointsMoved(
  db: Db,
  order: { member_id: number; order_no: string },
  direction: 'given' | 'taken',
): Promise<number> {
  const row = await db
    .selectFrom('point_record')
    .select((eb) => eb.fn.sum<number | string>('points').as('sum'))
    .where('member_id', '=', order.member_id)
    .where('type', '=', 'refund')
    .where('reference', '=', order.order_no)
    .where('points', direction === 'given' ? '>' : '<', 0)
    .executeTakeFirst();
  return Math.abs(Number(row?.sum ?? 0));
}

/** What an order's figures say of the points its refunds move. */
export interface RefundPointsOrder {
  pay_amount: number;
  points_used: number;
  points_earned: number;
}

/** One refund of an order: its amount, and what is refunded of the order once it is through. */
export interface RefundStep {
  amount: number;
  refundedAfter: number;
}

/**
 * The points spent on an order that a refund gives back: in proportion to what is refunded of
 * what was paid once it is through (rounded down), less what earlier refunds gave back
 * (`given`), so that they are exact over any number of refunds and all come back once
 * everything paid is refunded.
 */
export function spentPointsDue(
  order: Omit<RefundPointsOrder, 'points_earned'>,
  refundedAfter: number,
  given: number,
): number {
  if (order.points_used <= 0 || order.pay_amount <= 0) return 0;
  const refunded = Math.min(refundedAfter, order.pay_amount);
  return Math.max(0, Math.floor((order.points_used * refunded) / order.pay_amount) - given);
}

/**
 * The points earned on an order that a refund takes back: in proportion to its amount (rounded
 * down), and whatever earlier refunds left of them (`taken`) with the refund that completes the
 * order. `lifetime` leaves the member's lifetime points; `points` their points, never more than
 * they hold (`held`).
 */
export function earnedPointsDue(
  order: Omit<RefundPointsOrder, 'points_used'>,
  refund: RefundStep,
  taken: number,
  held: number,
): { points: number; lifetime: number } {
  const whole = refund.refundedAfter >= order.pay_amount;
  const part = Math.min(whole ? order.pay_amount : refund.amount, order.pay_amount);
  if (order.points_earned <= 0 || order.pay_amount <= 0 || part <= 0) {
    return { points: 0, lifetime: 0 };
  }
  const share = Math.floor((order.points_earned * part) / order.pay_amount);
  const lifetime = Math.max(0, Math.min(share, order.points_earned - taken));
  return { points: Math.max(0, Math.min(lifetime, held)), lifetime };
}

/**
 * The points a refund of `amount` would move were it paid now, after the order's refunds so
 * far: the same figures the refund then applies (spentPointsDue, then earnedPointsDue from the
 * points the member holds once the spent ones are back). Reads only.
 */
export async function refundPointsDue(
  db: Db,
  order: RefundPointsOrder & { member_id: number; order_no: string; refunded_amount: number },
  amount: number,
): Promise<{ given: number; taken: number }> {
  const [alreadyGiven, alreadyTaken, member] = await Promise.all([
    refundPointsMoved(db, order, 'given'),
    refundPointsMoved(db, order, 'taken'),
    db.selectFrom('member').select('points').where('id', '=', order.member_id).executeTakeFirst(),
  ]);
  const refund = { amount, refundedAfter: order.refunded_amount + amount };
  const given = spentPointsDue(order, refund.refundedAfter, alreadyGiven);
  const held = (member?.points ?? 0) + given;
  return { given, taken: earnedPointsDue(order, refund, alreadyTaken, held).points };
}
