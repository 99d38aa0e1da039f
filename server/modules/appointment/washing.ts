import type { WashingCare, WashingState } from '../../../contract/appointment';
import { APPOINTMENT_STATUSES, WASHING_STATES } from '../../../contract/appointment';
import type { Db } from '../../db/database';
import type { Actor } from '../staff';
import {
  AppointmentRefusal,
  changeVersioned,
  type BookingRow,
  type BookingTarget,
  type VersionedRule,
} from './manage';
import { OPEN_STATUSES } from './slots';

// A washing request's care once the piece is at the boutique, the same for the console and the
// operator's command: its price once examined, its progress one step at a time, and the pick-up
// notice the member reads when it is ready. Each change is made only from the version it was
// decided on (of two staff at once, one wins and the other is told) and audited with it.

/** The largest price a request may carry: 1,000,000 yuan, in fen. */
export const WASHING_PRICE_MAX = 100_000_000;

export function washingCareOf(row: BookingRow): WashingCare {
  return {
    state: (WASHING_STATES as readonly string[]).includes(row.washing_state)
      ? (row.washing_state as WashingState)
      : null,
    price: row.price,
    pickup_notice: row.pickup_notice,
    notified_at: row.notified_at === null ? null : Number(row.notified_at),
  };
}

/** The step after a request's state: received first, collected last (null after it). */
export function nextWashingState(state: string): WashingState | null {
  if (!state) return 'received';
  const at = WASHING_STATES.indexOf(state as WashingState);
  return at >= 0 ? (WASHING_STATES[at + 1] ?? null) : null;
}

export async function washingRequestById(db: Db, id: number): Promise<BookingRow> {
  const row = await db
    .selectFrom('appointment')
    .selectAll()
    .where('id', '=', id)
    .where('service', '=', 'washing')
    .executeTakeFirst();
  if (!row) throw new AppointmentRefusal('not_found', 'washingNotFound', { id: String(id) });
  return row;
}

/** The request as the change was decided on it: not changed since, not cancelled. */
async function liveRequest(db: Db, target: BookingTarget): Promise<BookingRow> {
  const row = await washingRequestById(db, target.id);
  const id = String(row.id);
  if (target.version !== undefined && target.version !== row.version) {
    throw new AppointmentRefusal('conflict', 'washingChanged', { id });
  }
  if (row.status === 'cancelled')
    throw new AppointmentRefusal('conflict', 'washingCancelled', { id });
  return row;
}

type WashingChange = Partial<
  Pick<
    BookingRow,
    'price' | 'washing_state' | 'pickup_notice' | 'notified_at' | 'status' | 'completed_at'
  >
>;

/** A washing request changes until it is cancelled. */
const WASHING_RULE: VersionedRule = {
  statuses: APPOINTMENT_STATUSES.filter((status) => status !== 'cancelled'),
  conflict: 'washingChanged',
  fields: ['price', 'washing_state', 'pickup_notice', 'status'],
};

/** Writes the change only over the version read, with its audit row, in one transaction. */
function changeRequest(
  db: Db,
  actor: Actor,
  row: BookingRow,
  action: string,
  change: WashingChange,
  now: number,
): Promise<BookingRow> {
  return db
    .transaction()
    .execute((trx) => changeVersioned(trx, actor, row, action, change, WASHING_RULE, now));
}

/** The boutique sets (or corrects) the price, in fen, until the piece is collected. */
export async function setWashingPrice(
  db: Db,
  actor: Actor,
  target: BookingTarget,
  price: number,
  now: number,
): Promise<BookingRow> {
  if (!Number.isSafeInteger(price) || price <= 0 || price > WASHING_PRICE_MAX) {
    throw new AppointmentRefusal('invalid', 'washingPriceInvalid');
  }
  const row = await liveRequest(db, target);
  if (row.washing_state === 'collected') {
    throw new AppointmentRefusal('conflict', 'washingCollected', { id: String(row.id) });
  }
  return changeRequest(db, actor, row, 'washing.price', { price }, now);
}

/**
 * Moves the care on by one step. Receiving the piece is the visit: an open booking is completed
 * with it. A piece is ready to collect only once it has a price.
 */
export async function advanceWashing(
  db: Db,
  actor: Actor,
  target: BookingTarget,
  to: WashingState,
  now: number,
): Promise<BookingRow> {
  const row = await liveRequest(db, target);
  const next = nextWashingState(row.washing_state);
  if (to !== next) {
    throw new AppointmentRefusal('conflict', next ? 'washingStepOrder' : 'washingCollected', {
      id: String(row.id),
      to,
      next: next ?? '',
    });
  }
  if (to === 'ready' && row.price === null) {
    throw new AppointmentRefusal('invalid', 'washingPriceFirst', { id: String(row.id) });
  }
  const completes =
    to === 'received' && (OPEN_STATUSES as readonly string[]).includes(row.status)
      ? { status: 'completed', completed_at: now }
      : {};
  return changeRequest(
    db,
    actor,
    row,
    'washing.progress',
    { washing_state: to, ...completes },
    now,
  );
}

/** Tells the member their piece is ready to collect, with the boutique's words (again if asked). */
export async function sendPickupNotice(
  db: Db,
  actor: Actor,
  target: BookingTarget,
  notice: string,
  now: number,
): Promise<BookingRow> {
  const text = notice.trim();
  if (!text || [...text].length > 200) {
    throw new AppointmentRefusal('invalid', 'washingNoticeRequired');
  }
  const row = await liveRequest(db, target);
  if (row.washing_state !== 'ready') {
    throw new AppointmentRefusal('conflict', 'washingNotReady', { id: String(row.id) });
  }
  return changeRequest(
    db,
    actor,
    row,
    'washing.notice',
    { pickup_notice: text, notified_at: now },
    now,
  );
}
