// What route files need: validators, the loader and the lazily loaded screens. It carries no
// component code, so the app's first download stays small; other features use `index.ts`.
import { lazyRouteComponent } from '@tanstack/react-router';
import { loadAccountMessages } from './messages';

export const LoginPage = lazyRouteComponent(() => import('./pages/LoginPage'), 'LoginPage');
export const RegisterPage = lazyRouteComponent(
  () => import('./pages/RegisterPage'),
  'RegisterPage',
);
export const ForgotPasswordPage = lazyRouteComponent(
  () => import('./pages/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
export const WxBindPage = lazyRouteComponent(() => import('./pages/WxBindPage'), 'WxBindPage');
export const WxAuthPage = lazyRouteComponent(() => import('./pages/WxAuthPage'), 'WxAuthPage');

/** A sign-in route's loader: its screen and its words arrive together. */
export async function loadAccountScreen(screen: {
  preload?: () => Promise<void> | undefined;
}): Promise<void> {
  await Promise.all([screen.preload?.(), loadAccountMessages()]);
}

export {
  wxAuthSearchSchema,
  wxBindSearchSchema,
  type WxAuthSearch,
  type WxBindSearch,
} from './search-params';
