// The member feature's public face for other features. Keep it light: product cards on the
// home page use the wish-list hook; the member area itself loads through `routing.ts`.
export { useWishList, type WishList, type WishListNotice } from './wish-list';
export { useFootprint } from './footprint';

// The order page lets the shopper pick one of their addresses or add one with the same form.
export { AddressDialog } from './components/AddressDialog';
export { addressesQueryOptions } from './api';
export { useMemberMessages } from './messages';
