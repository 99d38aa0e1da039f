import * as calls from '../../../contract/appointment';
import { handler, memberHandler, type Handler } from '../../gateway';
import { careServices } from './care';
import { choicesIn, CLOTHING_TYPES } from './options';
import { addAppointment, cancelAppointment, listAppointments, reserveOptions } from './reserve';

/** Boutique appointments and the washing service (contract/appointment.ts). */
export const appointmentHandlers: Handler[] = [
  memberHandler(calls.reserveOption, (ctx) =>
    reserveOptions(ctx.db, ctx.userId, ctx.lang, Date.now()),
  ),
  memberHandler(calls.reserveList, (ctx, input) =>
    listAppointments(ctx.db, ctx.userId, ctx.lang, input, Date.now()),
  ),
  memberHandler(
    calls.addReserve,
    (ctx, input) => addAppointment(ctx.db, ctx.userId, ctx.lang, input, Date.now()),
    { successMessage: () => 'reserveAdded' },
  ),
  memberHandler(
    calls.cancelReserve,
    (ctx, input) => cancelAppointment(ctx.db, ctx.userId, input.id, ctx.lang, Date.now()),
    { successMessage: () => 'reserveCancelled' },
  ),
  handler(
    calls.careList,
    async (ctx) => ({
      list: careServices(ctx.lang),
      clothing_types: choicesIn(CLOTHING_TYPES, ctx.lang),
    }),
    { cacheMs: 60_000 },
  ),
] as Handler[];

// What the console and the operator's command use of this module: the boutique's side of a
// booking and how a booking is named.
export {
  AppointmentRefusal,
  bookingById,
  cancelBooking,
  completeBooking,
  confirmBooking,
  rescheduleBooking,
  type BookingRow,
  type BookingTarget,
} from './manage';
export { OPEN_STATUSES, periodsOfDay, startOf } from './slots';
export { CLOTHING_TYPES, PERIODS, SERVICE_TYPES, TITLE_LABELS, labelOf } from './options';
export { bookableRange, isCalendarDate, shopDate } from './dates';
export { storesById } from './stores';
export {
  advanceWashing,
  nextWashingState,
  sendPickupNotice,
  setWashingPrice,
  washingCareOf,
  washingRequestById,
  WASHING_PRICE_MAX,
} from './washing';
export {
  closeBoutiqueDay,
  closedAmong,
  closedDayOf,
  reopenBoutiqueDay,
  type BoutiqueDayRef,
  type ClosedDay,
} from './closed-days';
