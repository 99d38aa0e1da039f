import type { AuditLogRow } from '../../../contract/staff';
import type { Db } from '../../db/database';

/** Who made a change and from where: a staff member in the console, or the operator. */
export interface Actor {
  /** The staff member's id as text, or 'operator' for the command line. */
  id: string;
  ip: string;
  userAgent: string;
}

export const OPERATOR: Actor = { id: 'operator', ip: '', userAgent: 'command line' };

export interface AuditEntry {
  action: string;
  recordType: string;
  recordId: string | number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Writes one row of the audit log: call it with the transaction that makes the change. */
export async function writeAudit(trx: Db, actor: Actor, entry: AuditEntry, now: number) {
  await trx
    .insertInto('audit_log')
    .values({
      actor: actor.id,
      at: now,
      ip: actor.ip.slice(0, 64),
      user_agent: actor.userAgent.slice(0, 255),
      action: entry.action,
      record_type: entry.recordType,
      record_id: String(entry.recordId),
      before: entry.before ? JSON.stringify(entry.before) : null,
      after: entry.after ? JSON.stringify(entry.after) : null,
    })
    .execute();
}

export interface AuditFilter {
  actor?: string;
  action?: string;
  recordType?: string;
  recordId?: string;
  from?: number;
  to?: number;
  page: number;
  pageSize: number;
}

/** One row of the audit log, as the console reads it. */
export type AuditRow = AuditLogRow;

/** The newest rows first, those the filter keeps, a page at a time, with how many there are. */
export async function readAudit(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('audit_log');
  if (filter.actor) query = query.where('actor', '=', filter.actor);
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.recordType) query = query.where('record_type', '=', filter.recordType);
  if (filter.recordId) query = query.where('record_id', '=', filter.recordId);
  if (filter.from !== undefined) query = query.where('at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('at', '<', filter.to);
  const { total } = await query
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('id', 'desc')
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));
  const items: AuditRow[] = rows.map((row) => ({
    ...row,
    before: parse(row.before),
    after: parse(row.after),
  }));
  const staffNames = await staffNamesOf(db, rows);
  return {
    total: Number(total),
    page: filter.page,
    page_size: filter.pageSize,
    items,
    staff_names: staffNames,
  };
}

/** The accounts of the staff the rows name, as actor or as the record changed. */
async function staffNamesOf(
  db: Db,
  rows: { actor: string; record_type: string; record_id: string }[],
): Promise<Record<string, string>> {
  const ids = new Set<number>();
  for (const row of rows) {
    for (const id of [row.actor, row.record_type === 'staff' ? row.record_id : '']) {
      if (/^\d{1,9}$/.test(id)) ids.add(Number(id));
    }
  }
  if (ids.size === 0) return {};
  const staff = await db
    .selectFrom('staff')
    .select(['id', 'account'])
    .where('id', 'in', [...ids])
    .execute();
  return Object.fromEntries(staff.map((row) => [String(row.id), row.account]));
}
