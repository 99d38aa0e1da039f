// The checkout's public face: the shell never offers a reload into a new version in the middle
// of checkout.
export { isCheckoutPath } from './checkout-pages';
