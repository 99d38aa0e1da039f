import type { Appointment, AppointmentStatus, WashingState } from '../../../contract/appointment';

/**
 * The one state an appointment's card shows. Receiving a washing request's piece completes its
 * booking, so once the boutique has the piece the card follows the care (priced once the
 * boutique has set its price) rather than calling the visit completed beside it.
 */
export type CardState = AppointmentStatus | WashingState | 'priced';

export function cardStateOf(a: Pick<Appointment, 'status' | 'washing'>): CardState {
  const care = a.washing?.state;
  if (a.status === 'cancelled' || !care) return a.status;
  return care === 'received' && a.washing?.price != null ? 'priced' : care;
}
