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
    bare: { cn: '客户服务积分调整', en: 'Adjusted by Client Services' },
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
