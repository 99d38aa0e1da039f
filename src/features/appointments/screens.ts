/** What the member area's appointments screen shows: the list, or the booking form. */
export interface AppointmentsScreenProps {
  booking: boolean;
  /** A boutique chosen beforehand (the locator's "Book an appointment"). */
  storeId?: number;
  page: number;
}
