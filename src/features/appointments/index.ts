// The appointments feature's public face: its screen of the member area (tab `appointments`),
// which the area's routes show (src/features/hosted-screens).
export { appointmentScreens } from './routing';
