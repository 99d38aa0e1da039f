import type { Selectable } from 'kysely';
import type { Pagination } from '../../../contract/catalogue';
import { CODE_LOGIN_NEEDED } from '../../../contract/call';
import type { Db } from '../../db/database';
import type { MemberTable } from '../../db/schema';
import { BusinessError } from '../../errors';

export type MemberRow = Selectable<MemberTable>;

/** The signed-in member's row; a session whose member is gone must sign in again. */
export async function loadMember(db: Db, memberId: number): Promise<MemberRow> {
  const row = await db
    .selectFrom('member')
    .selectAll()
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw new BusinessError(CODE_LOGIN_NEEDED, 'loginNeeded');
  return row;
}

/**
 * Takes the member's row lock for the rest of a transaction, so that two requests of one member
 * that change several of their rows (addresses and their default) run one after the other.
 */
export async function lockMember(db: Db, memberId: number): Promise<void> {
  await db
    .updateTable('member')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', memberId)
    .execute();
}

/** A unique constraint refused a write, on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export function pagination(page: number, pageSize: number, total: number): Pagination {
  return {
    page,
    page_size: pageSize,
    page_count: Math.ceil(total / pageSize),
    totalCount: total,
    total_count: total,
  };
}

export function offsetOf(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/** A count(*) as a number: PostgreSQL returns bigint counts as strings. */
export function countOf(row: { count: number | string | bigint } | undefined): number {
  return Number(row?.count ?? 0);
}
