export { appState } from './state';
export { watchAppWidth, openLoginFlow, changeLang } from './actions';
