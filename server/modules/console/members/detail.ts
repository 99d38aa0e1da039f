import type { ConsoleMemberDetail, ConsoleMemberOrder } from '../../../../contract/console-members';
import type { CancelStatus, OrderStatus } from '../../../../contract/order';
import type { Db } from '../../../db/database';
import type { Lang } from '../../../lib/lang';
import {
  describePoints,
  listAddresses,
  listCoupons,
  memberLevel,
  MemberRefusal,
} from '../../member';
import { memberName } from './list';

/** How much of each history the member's page shows: the newest. */
const RECENT = 20;

async function recentOrders(db: Db, memberId: number) {
  const [count, rows] = await Promise.all([
    db
      .selectFrom('shop_order')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('shop_order')
      .select([
        'order_no',
        'status',
        'cancel_status',
        'created_at',
        'pay_amount',
        'refunded_amount',
      ])
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(RECENT)
      .execute(),
  ]);
  const items: ConsoleMemberOrder[] = rows.map((row) => ({
    order_no: row.order_no,
    status: row.status as OrderStatus,
    cancel_status: row.cancel_status as CancelStatus | null,
    created_at: Number(row.created_at),
    pay_amount: Number(row.pay_amount),
    refunded_amount: Number(row.refunded_amount),
  }));
  return { total: Number(count.total), items };
}

/** A member's page: who they are, their figures and the newest of each of their histories. */
export async function memberDetail(
  db: Db,
  memberId: number,
  lang: Lang,
): Promise<ConsoleMemberDetail> {
  const member = await db
    .selectFrom('member')
    .selectAll()
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!member) throw new MemberRefusal('not_found', 'memberNotFound');
  const [orders, coupons, points, balance, addresses, notes] = await Promise.all([
    recentOrders(db, memberId),
    listCoupons(db, memberId, lang, { state: 'usable', page: 1, page_size: RECENT }),
    db
      .selectFrom('point_record')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(RECENT)
      .execute(),
    db
      .selectFrom('balance_entry')
      .leftJoin('shop_order', 'shop_order.id', 'balance_entry.order_id')
      .select([
        'balance_entry.id',
        'balance_entry.kind',
        'balance_entry.amount',
        'balance_entry.balance_after',
        'balance_entry.reason',
        'balance_entry.created_at',
        'shop_order.order_no',
      ])
      .where('balance_entry.member_id', '=', memberId)
      .orderBy('balance_entry.id', 'desc')
      .limit(RECENT)
      .execute(),
    listAddresses(db, memberId),
    db
      .selectFrom('member_note')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .execute(),
  ]);
  const level = memberLevel(member);
  return {
    id: member.id,
    card_no: member.card_no,
    name: memberName(member, lang),
    mobile: member.mobile,
    email: member.email ?? '',
    birthday: member.birthday,
    level: { key: level.key, name: level.name[lang] },
    points: Number(member.points),
    lifetime_points: Number(member.lifetime_points),
    balance: Number(member.balance),
    created_at: Number(member.created_at),
    orders,
    coupons: { counts: coupons.counts, usable: coupons.list },
    points_history: points.map((row) => ({
      id: row.id,
      type: row.type,
      ...describePoints(row, lang),
      points: Number(row.points),
      created_at: Number(row.created_at),
    })),
    balance_history: balance.map((row) => ({
      id: row.id,
      kind: row.kind,
      amount: Number(row.amount),
      balance_after: Number(row.balance_after),
      order_no: row.order_no ?? '',
      reason: row.reason,
      created_at: Number(row.created_at),
    })),
    addresses: addresses.list,
    notes: notes.map((row) => ({
      id: row.id,
      author: row.author,
      author_name: row.author_name,
      body: row.body,
      created_at: Number(row.created_at),
    })),
  };
}
