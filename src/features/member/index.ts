// The member feature's public face for other features. Keep it light: product cards on the
// home page use the wish-list hook; the member area itself loads through `routing.ts`.
export { useWishList, type WishList, type WishListNotice } from './wish-list';
export { useFootprint } from './footprint';
