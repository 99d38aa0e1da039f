import { isWideWidth } from '../../lib/device';
import { rememberPendingAction, type PendingAction } from '../../lib/pending-action';
import { appState } from './state';

let openSignInPage: () => void = () => undefined;

/** How a narrow screen opens the sign-in page: given by the app once its router exists. */
export function setSignInPage(open: () => void): void {
  openSignInPage = open;
}

/**
 * Asks the shopper to sign in (spec §6): the dialog on a wide screen, the sign-in page on a
 * narrow one. `then` is what they asked for; the page that asked carries it out once they are
 * back signed in (src/lib/pending-action.ts).
 */
export function requireSignIn(then?: PendingAction): void {
  if (then) rememberPendingAction(then);
  if (isWideWidth(appState.appWidth)) appState.openLogin = true;
  else openSignInPage();
}
