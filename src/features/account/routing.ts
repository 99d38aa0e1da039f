// What route files need: validators, the loader and the lazily loaded screens. It carries no
// component code, so the app's first download stays small; other features use `index.ts`.
import { lazyRouteComponent } from '@tanstack/react-router';
import type { SmsScene } from '../../../contract/account';
import { drawCaptchaEarly } from './api';
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

/** Whether a sign-in page has been opened yet in this visit of the shop. */
let screenOpened = false;

/**
 * A sign-in route's loader: its screen and its words arrive together. The first sign-in page a
 * visit opens (not only hovered) whose form starts with a graphic code (`scene`) asks for the
 * code meanwhile; later ones leave it to the form, as a form already on screen keeps its own.
 */
export async function loadAccountScreen(
  screen: { preload?: () => Promise<void> | undefined },
  opening?: { scene: SmsScene; cause: 'preload' | 'enter' | 'stay' },
): Promise<void> {
  if (opening && opening.cause !== 'preload' && !screenOpened) drawCaptchaEarly(opening.scene);
  if (opening?.cause !== 'preload') screenOpened = true;
  await Promise.all([screen.preload?.(), loadAccountMessages()]);
}

export {
  wxAuthSearchSchema,
  wxBindSearchSchema,
  type WxAuthSearch,
  type WxBindSearch,
} from './search-params';
