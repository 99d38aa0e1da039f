// The orders feature's public face: its screens of the member area (tabs `orders`, `order` and
// `refund`), which the area's routes show (src/features/hosted-screens).
export { orderScreens } from './routing';
