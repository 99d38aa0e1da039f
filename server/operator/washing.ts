import { WASHING_STATES, type WashingState } from '../../contract/appointment';
import type { Db } from '../db/database';
import {
  AppointmentRefusal,
  advanceWashing,
  sendPickupNotice,
  setWashingPrice,
  type BookingRow,
} from '../modules/appointment';
import { OPERATOR } from '../modules/staff';
import { message } from '../messages';
import type { OperatorServices } from './services';
import {
  OperatorError,
  byAction,
  columns,
  need,
  parseId,
  parseYuan,
  shopTime,
  yuan,
} from './format';

// The washing service's requests from the command line, by the console's rules (the same
// functions of the appointment module, audited as the operator).

export const WASHING_USAGE = `  washing list                              the newest washing requests with their care
  washing price <id> <yuan>                 sets the price once the piece is examined
  washing progress <id> <state>             moves the care on: received, cleaning, ready,
                                            collected
  washing notice <id> <message>             tells the member the piece is ready to collect`;

async function listRequests(db: Db, limit = 50): Promise<string> {
  const rows = await db
    .selectFrom('appointment')
    .selectAll()
    .where('service', '=', 'washing')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  if (!rows.length) return 'no washing requests yet';
  return columns([
    [
      'id',
      'booked',
      'day',
      'boutique',
      'care',
      'client',
      'mobile',
      'status',
      'care state',
      'price',
    ],
    ...rows.map((r) => [
      String(r.id),
      shopTime(Number(r.created_at)),
      r.date,
      String(r.store_id),
      `${r.service_type} (${r.clothing_type})`,
      r.name,
      r.mobile,
      r.status,
      r.washing_state || '-',
      r.price === null ? '-' : yuan(r.price),
    ]),
  ]);
}

async function asOperator(action: Promise<BookingRow>, done: (row: BookingRow) => string) {
  try {
    return done(await action);
  } catch (error) {
    if (!(error instanceof AppointmentRefusal)) throw error;
    const text = message('en', error.key, error.params);
    throw new OperatorError(text.charAt(0).toLowerCase() + text.slice(1));
  }
}

function requestId(text: string): number {
  const id = parseId(text);
  if (!id) throw new OperatorError(`no washing request has the id "${text}"`);
  return id;
}

async function priceCommand(s: OperatorServices, args: string[]): Promise<string> {
  const [idText = '', amount = ''] = need(args, 2, 'washing price <id> <yuan>');
  const fen = parseYuan(amount);
  if (fen === null || fen <= 0) {
    throw new OperatorError(`"${amount}" is not an amount of yuan: write it like 680 or 99.50`);
  }
  return asOperator(
    setWashingPrice(s.db, OPERATOR, { id: requestId(idText) }, fen, s.now),
    (row) => `washing request ${row.id} costs ${yuan(fen)}`,
  );
}

async function progressCommand(s: OperatorServices, args: string[]): Promise<string> {
  const [idText = '', state = ''] = need(args, 2, 'washing progress <id> <state>');
  if (!(WASHING_STATES as readonly string[]).includes(state)) {
    throw new OperatorError(`"${state}" is not a state: use one of ${WASHING_STATES.join(', ')}`);
  }
  return asOperator(
    advanceWashing(s.db, OPERATOR, { id: requestId(idText) }, state as WashingState, s.now),
    (row) => `washing request ${row.id} is ${row.washing_state}`,
  );
}

async function noticeCommand(s: OperatorServices, args: string[]): Promise<string> {
  const [idText = '', ...words] = need(args, 2, 'washing notice <id> <message>');
  return asOperator(
    sendPickupNotice(s.db, OPERATOR, { id: requestId(idText) }, words.join(' '), s.now),
    (row) => `the member of washing request ${row.id} is told: ${row.pickup_notice}`,
  );
}

/** `washing <action> …`: null when the action is unknown. */
export const washingCommand = byAction<OperatorServices>({
  list: (s) => listRequests(s.db),
  price: priceCommand,
  progress: progressCommand,
  notice: noticeCommand,
});
