// The account feature's public face. Keep it light: the header imports it on every page.
export { userState, type UserInfo } from './state';
export { forgetSession, saveSession } from './session';
