// The account feature's public face. Keep it light: the header imports it on every page, and
// what the first page does not run (signing out, the sign-in screens) sits in modules of its own.
export { userState, type UserInfo } from './state';
export { completeSignIn, forgetSession, saveSession } from './session';
export { signOut } from './sign-out';
export { watchPendingLogouts } from './pending-logout-watch';
export { forgetDeadSession, startWeChatInApp, watchLoginReturnPage } from './navigation';
export { AccountOverlays } from './AccountOverlays';
export { isSignInFlowPath } from './paths';
