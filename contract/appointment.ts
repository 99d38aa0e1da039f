import { z } from 'zod';
import { defineCall, idParam, pageParam, pageSizeParam } from './call';
import type { Picture, Pagination } from './catalogue';
import { freeText, mobileField, oneLine, text, titleField } from './fields';
import { RESERVE_PERIODS, type ReservePeriod } from './opening-hours';
import type { Title } from './rules';

// Boutique appointments and the washing (care) service (spec §1, §3, §4, §5, §7). The reserve
// calls are the member's; the care services are shown to anyone.

export const RESERVE_SERVICES = ['appointment', 'washing'] as const;
export type ReserveService = (typeof RESERVE_SERVICES)[number];
export { RESERVE_PERIODS, type ReservePeriod };
/**
 * Waiting for the adviser's reply, confirmed by the boutique (both open: the member may still
 * cancel before the day), completed after the visit, or cancelled (by the member or the boutique).
 */
export type AppointmentStatus = 'waiting' | 'confirmed' | 'completed' | 'cancelled';
export const APPOINTMENT_STATUSES = ['waiting', 'confirmed', 'completed', 'cancelled'] as const;
/**
 * A washing request's care once the boutique has the piece: received at the boutique, being
 * cleaned at the workshop, ready to collect (the member is sent a pick-up notice), collected.
 */
export const WASHING_STATES = ['received', 'cleaning', 'ready', 'collected'] as const;
export type WashingState = (typeof WASHING_STATES)[number];

/** A washing request's care as the member sees it. */
export interface WashingCare {
  /** null until the boutique has the piece. */
  state: WashingState | null;
  /** In fen, once the boutique has examined the piece (null before). */
  price: number | null;
  /** What the boutique wrote when the piece was ready to collect ('' before). */
  pickup_notice: string;
  notified_at: number | null;
}

/** Appointments a member may have open (waiting or confirmed) at once. */
export const OPEN_APPOINTMENT_LIMIT = 5;
/** Bookings of one service a boutique takes in one period of a day, unless the owner says. */
export const DEFAULT_PLACES_PER_PERIOD = 4;
/** The most places a period may have (the owner's setting is 1 to this). */
export const MAX_PLACES_PER_PERIOD = 50;

/** A choice of a form: the value sent back and its label in the request's language. */
export interface ReserveChoice {
  value: string;
  label: string;
}

export interface CareStep {
  title: string;
  text: string;
}

/** One care service of the washing service, as its pages show it. */
export interface CareService {
  id: number;
  /** The service type an appointment of this care carries. */
  code: string;
  name: string;
  summary: string;
  /** The clothing types (values of `clothing_types`) this care is for. */
  suits: string[];
  steps: CareStep[];
  /** How long the care takes, in days, from the drop-off at the boutique. */
  days_min: number;
  days_max: number;
  /** The lowest price, in fen. */
  price_from: number;
  picture: Picture;
}

/** A part of the day; the boutique's hours of it that day come with its opening hours. */
export interface ReservePeriodChoice extends ReserveChoice {
  value: ReservePeriod;
}

export interface ReserveOptions {
  titles: { value: Title; label: string }[];
  periods: ReservePeriodChoice[];
  service_types: Record<ReserveService, ReserveChoice[]>;
  clothing_types: ReserveChoice[];
  care_services: CareService[];
  /**
   * Bookable days (YYYY-MM-DD, shop time): from tomorrow to 30 days on, but the days a boutique
   * closes (and the days of the week its opening hours leave out).
   */
  dates: { first: string; last: string; closed: { store_id: number; date: string }[] };
  open_limit: number;
  /** What the form starts with: the member's own title, name and mobile number. */
  prefill: { title: string; name: string; mobile: string };
}

export const reserveOption = defineCall<ReserveOptions>()({
  r: 'api/user/reserve-option',
  method: 'GET',
  noLogin: false,
  input: z.object({}),
});

/** The care services for anyone (the washing pages show them before a visitor signs in). */
export const careList = defineCall<{ list: CareService[]; clothing_types: ReserveChoice[] }>()({
  r: 'api/washing/care-list',
  method: 'GET',
  input: z.object({}),
});

export interface Appointment {
  id: number;
  service: ReserveService;
  service_type: string;
  service_type_name: string;
  clothing_type: string;
  clothing_type_name: string;
  title: string;
  name: string;
  mobile: string;
  date: string;
  period: ReservePeriod;
  period_name: string;
  /** The hours booked: the period within the boutique's hours that day, e.g. "18:00–22:00". */
  hours: string;
  remark: string;
  status: AppointmentStatus;
  /** Waiting or confirmed, and its day has not passed. */
  can_cancel: boolean;
  /** What the boutique wrote to the member when it cancelled the appointment ('' otherwise). */
  staff_message: string;
  /** A washing request's care (null for a boutique appointment). */
  washing: WashingCare | null;
  store: {
    id: number;
    name: string;
    city_name: string;
    address: string;
    phone: string;
  };
  created_at: number;
  confirmed_at: number | null;
  completed_at: number | null;
  cancelled_at: number | null;
}

export const reserveList = defineCall<{ list: Appointment[]; pagination: Pagination }>()({
  r: 'api/user/reserve-list',
  method: 'GET',
  noLogin: false,
  input: z.object({
    service: z.enum(RESERVE_SERVICES, { error: 'reserveServiceInvalid' }).optional(),
    /** One appointment of the member's (the washing success page). */
    id: idParam.optional(),
    page: pageParam,
    page_size: pageSizeParam,
  }),
});

/** A required id chosen from a list: missing, empty or malformed all say what to choose. */
const chosenId = (key: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : value),
    z.coerce
      .number({ error: key })
      .int({ error: key })
      .positive({ error: key })
      .max(2_147_483_647, { error: key }),
  );

const chosen = (key: string, max = 32) =>
  oneLine(z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: key }));

export const addReserve = defineCall<Appointment>()({
  r: 'api/user/add-reserve',
  method: 'POST',
  noLogin: false,
  input: z.object({
    service: z.enum(RESERVE_SERVICES, { error: 'reserveServiceInvalid' }).default('appointment'),
    title: titleField,
    name: text('nameBlank', 30),
    mobile: mobileField,
    store_id: chosenId('reserveBoutiqueRequired'),
    date: chosen('reserveDateRequired', 10),
    period: z.enum(RESERVE_PERIODS, { error: 'reservePeriodRequired' }),
    service_type: chosen('reserveServiceTypeRequired'),
    clothing_type: chosen('reserveClothingRequired'),
    remark: freeText(200),
  }),
});

export const cancelReserve = defineCall<Appointment>()({
  r: 'api/user/cancel-reserve',
  method: 'POST',
  noLogin: false,
  input: z.object({ id: idParam }),
});
