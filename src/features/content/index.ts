import { lazyRouteComponent } from '@tanstack/react-router';

export {
  footerQueryOptions,
  homePageQueryOptions,
  homeTemplateQueryOptions,
  menusQueryOptions,
  popupsQueryOptions,
  previewingPopup,
  publishStatusQueryOptions,
  subscribeMutationOptions,
} from './api';
export {
  bypassForCheck,
  markPopupSeen,
  popupKeywordFor,
  rememberBypass,
  unseenPopups,
  type BypassCheck,
  type BypassPair,
} from './model';
export { NewsletterForm } from './components/NewsletterForm';
export { useHotline } from './hotline';
export { takeOpeningFrame, takeOpeningHome } from './opening-home';

/**
 * The home page, loaded on demand: the router preloads it together with the route's data, so the
 * app's first download carries only the shell.
 */
export const HomePage = lazyRouteComponent(() => import('./pages/HomePage'), 'HomePage');
