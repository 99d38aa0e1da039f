// The member feature's public face for other features. Keep it light: product cards on the
// home page use the wish-list hook; the member area itself loads through `routing.ts`.
export { useWishList, type WishList, type WishListNotice } from './wish-list';
export { useFootprint } from './footprint';

// What the screens the member area hosts for other features (the orders) are built with, so
// that they look and behave like its own. Only those lazily loaded screens use these.
export {
  EmptyState,
  Pager,
  ScreenError,
  ScreenHeading,
  ScreenLoading,
} from './components/ScreenParts';
export { Field, FieldMessage, describedBy } from './components/Field';
export { default as memberFormStyles } from './components/form.module.css';
export { focusFirstInvalid, useRefusal, type Outcome } from './components/outcome';
export { useMemberNavigate, useMemberPath, useMemberView } from './components/view';
export { formatDay, formatMoment } from './format';
export type { MemberSearch } from './search-params';
// The order page lets the shopper pick one of their addresses or add one with the same form.
export { AddressDialog } from './components/AddressDialog';
export { addressesQueryOptions } from './api';
export { useMemberMessages } from './messages';
