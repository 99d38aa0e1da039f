// The checkout's public face: other features start a checkout through these.
// Where another feature sends the shopper to pay an order placed earlier ("pay immediately").
export { paymentStepHref } from './paths';
export { ORDER_PATHS, type CheckoutRouteSet } from './checkout-pages';
// The shell never offers a reload into a new version in the middle of checkout.
export { isCheckoutPath } from './checkout-pages';
