// The cart's public face. Keep it light: the header shows the count on every page; the cart's
// screens and the detail page's add load through `routing.ts`.
export { badgeText, cartCountQueryOptions, refreshCart, useCartBadge } from './count';
