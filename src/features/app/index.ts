export { appState } from './state';
export { watchAppWidth, changeLang } from './actions';
export { requireSignIn, setSignInPage } from './sign-in';
