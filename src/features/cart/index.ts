// The cart's public face. Keep it light: the header shows the count on every page; the cart's
// screens and the detail page's add load through `routing.ts`.
export { badgeText, cartCountQueryOptions, refreshCart, useCartBadge } from './count';
// Adds a visitor's device bag to theirs when they sign in (mounted by the header).
export { GuestBagMerge } from './guest-bag-watch';
// Adding to the bag from another area's screen (a lazy one: the home page does not call it).
export { addToCartMutationOptions } from './api';
// A visitor's add that this device could not keep (private modes, storage blocked).
export { GuestBagNotKept } from './guest-bag';
// "Add to bag" under the cards of the member's wish list (composed in the area's route files).
export { ListAddToBag } from './list-add';
