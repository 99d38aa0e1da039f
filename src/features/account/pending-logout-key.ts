/** The local storage key of the sessions waiting to be ended (pending-logout.ts). */
export const PENDING_LOGOUT_KEY = 'pendingLogout';
