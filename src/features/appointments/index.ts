// The appointments feature's public face: its screen of the member area ("My appointments")
// with its loader, which the area's route files show.
export { AppointmentsScreen, loadAppointmentsScreen } from './routing';
