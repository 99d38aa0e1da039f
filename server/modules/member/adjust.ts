import type { Db } from '../../db/database';
import type { MessageParams } from '../../lib/messages';
import { moveBalance } from './balance-ledger';

/** Why an adjustment or a note was refused: no such member, bad input, or not enough to take. */
export type MemberRefusalKind = 'not_found' | 'invalid' | 'conflict';

/**
 * A change to a member that was refused and changed nothing: the console shows its message in
 * the staff member's language, the operator's command in English.
 */
export class MemberRefusal extends Error {
  constructor(
    readonly kind: MemberRefusalKind,
    readonly key:
      | 'memberNotFound'
      | 'adjustReasonNeeded'
      | 'adjustAmountInvalid'
      | 'adjustPointsShort'
      | 'adjustBalanceShort'
      | 'memberNoteInvalid',
    readonly params: MessageParams = {},
  ) {
    super(key);
    this.name = 'MemberRefusal';
  }
}

/** One row of the audit log, as the caller writes it with who made the change. */
export interface MemberChange {
  action: string;
  recordType: 'member';
  recordId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Writes the change's audit row in the transaction that makes it. */
export type RecordChange = (trx: Db, change: MemberChange) => Promise<void>;

/** The most one adjustment may move: a million points, or a million yuan. */
export const MAX_POINTS_ADJUSTMENT = 1_000_000;
export const MAX_BALANCE_ADJUSTMENT = 1_000_000_00;
export const MAX_REASON_LENGTH = 200;
export const MAX_NOTE_LENGTH = 500;

/** Fen as a refusal writes money: ¥1,234.50. */
function yuan(fen: number): string {
  const whole = Math.floor(Math.abs(fen) / 100).toLocaleString('en-US');
  return `¥${whole}.${String(Math.abs(fen) % 100).padStart(2, '0')}`;
}

/** The reason as it is kept: one line, trimmed, not empty, at most 200 characters. */
function checkReason(reason: string): string {
  const text = reason.replace(/\s+/g, ' ').trim();
  if (!text || text.length > MAX_REASON_LENGTH) {
    throw new MemberRefusal('invalid', 'adjustReasonNeeded', { max: MAX_REASON_LENGTH });
  }
  return text;
}

function checkAmount(amount: number, max: number, unit: 'points' | 'balance') {
  if (!Number.isSafeInteger(amount) || amount === 0 || Math.abs(amount) > max) {
    const most = unit === 'points' ? max.toLocaleString('en-US') : yuan(max);
    throw new MemberRefusal('invalid', 'adjustAmountInvalid', { max: most });
  }
}

async function memberFigures(db: Db, memberId: number) {
  const row = await db
    .selectFrom('member')
    .select(['id', 'card_no', 'points', 'balance'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw new MemberRefusal('not_found', 'memberNotFound');
  return { ...row, points: Number(row.points), balance: Number(row.balance) };
}

export interface Adjustment {
  memberId: number;
  /** Points, or fen: positive to give, negative to take back. */
  amount: number;
  reason: string;
}

/**
 * Gives a member points or takes them back, with the reason, as a point record of type
 * 'adjust'. Lifetime points (and so the level) do not move: an adjustment is a correction or a
 * gesture, not a purchase. A take-back is made by the same update that checks the member holds
 * the points, so two at once can never bring them below zero: the second is refused.
 */
export async function adjustPoints(
  db: Db,
  adjustment: Adjustment,
  now: number,
  record: RecordChange,
): Promise<{ before: number; after: number }> {
  checkAmount(adjustment.amount, MAX_POINTS_ADJUSTMENT, 'points');
  const reason = checkReason(adjustment.reason);
  const { memberId, amount } = adjustment;
  const result = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('member')
      .set((eb) => ({ points: eb('points', '+', amount), updated_at: now }))
      .where('id', '=', memberId)
      .$if(amount < 0, (query) => query.where('points', '>=', -amount))
      .returning(['points', 'card_no'])
      .executeTakeFirst();
    if (!row) return null;
    const after = Number(row.points);
    await trx
      .insertInto('point_record')
      .values({
        member_id: memberId,
        type: 'adjust',
        points: amount,
        reference: reason,
        created_at: now,
      })
      .execute();
    const change = { before: after - amount, after };
    await record(trx, {
      action: 'member.points.adjust',
      recordType: 'member',
      recordId: memberId,
      before: { points: change.before },
      after: { points: change.after, change: amount, reason, card_no: row.card_no },
    });
    return change;
  });
  if (result) return result;
  const member = await memberFigures(db, memberId);
  throw new MemberRefusal('conflict', 'adjustPointsShort', {
    points: member.points.toLocaleString('en-US'),
    amount: (-amount).toLocaleString('en-US'),
  });
}

/**
 * Moves a member's stored value up or down by `amount` fen, with the reason, in the member's
 * balance ledger (kind 'adjust', or 'top_up' for the operator's `balance add`). A take-back
 * moves only while the balance covers it, in the same update, so two at once (or a take-back
 * and a payment) can never bring it below zero: the one that would is refused.
 */
export async function adjustBalance(
  db: Db,
  adjustment: Adjustment & { kind?: 'adjust' | 'top_up' },
  now: number,
  record: RecordChange,
): Promise<{ before: number; after: number }> {
  checkAmount(adjustment.amount, MAX_BALANCE_ADJUSTMENT, 'balance');
  const reason = checkReason(adjustment.reason);
  const { memberId, amount } = adjustment;
  const kind = adjustment.kind ?? 'adjust';
  if (kind === 'top_up' && amount < 0) {
    throw new MemberRefusal('invalid', 'adjustAmountInvalid', {
      max: yuan(MAX_BALANCE_ADJUSTMENT),
    });
  }
  const member = await memberFigures(db, memberId);
  const result = await db.transaction().execute(async (trx) => {
    const after = await moveBalance(trx, { memberId, kind, amount, orderId: null, reason }, now);
    if (after === null) return null;
    const change = { before: after - amount, after };
    await record(trx, {
      action: 'member.balance.adjust',
      recordType: 'member',
      recordId: memberId,
      before: { balance: change.before },
      after: { balance: change.after, change: amount, reason, card_no: member.card_no },
    });
    return change;
  });
  if (result) return result;
  const current = await memberFigures(db, memberId);
  throw new MemberRefusal('conflict', 'adjustBalanceShort', {
    balance: yuan(current.balance),
    amount: yuan(-amount),
  });
}

/** Writes a note about a member: one to 500 characters, kept with who wrote it and when. */
export async function addMemberNote(
  db: Db,
  note: { memberId: number; author: string; authorName: string; body: string },
  now: number,
  record: RecordChange,
): Promise<{ id: number }> {
  const body = note.body.trim();
  if (!body || body.length > MAX_NOTE_LENGTH) {
    throw new MemberRefusal('invalid', 'memberNoteInvalid', { max: MAX_NOTE_LENGTH });
  }
  await memberFigures(db, note.memberId);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('member_note')
      .values({
        member_id: note.memberId,
        author: note.author.slice(0, 32),
        author_name: note.authorName.slice(0, 64),
        body,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await record(trx, {
      action: 'member.note.add',
      recordType: 'member',
      recordId: note.memberId,
      before: null,
      after: { note_id: row.id, body },
    });
    return { id: row.id };
  });
}
