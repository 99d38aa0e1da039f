import { isWideWidth } from '../../lib/device';
import { activateLang } from '../../lib/i18n';
import { saveLangCookie, type Lang } from '../../lib/lang';
import { appState } from './state';

export function watchAppWidth(): () => void {
  const update = () => {
    appState.appWidth = window.innerWidth;
  };
  window.addEventListener('resize', update);
  return () => window.removeEventListener('resize', update);
}

/** Spec §6: a -1 reply opens the login dialog on a wide screen and the login page on a narrow one. */
export function openLoginFlow(goToMobileLogin: () => void): void {
  if (isWideWidth(appState.appWidth)) appState.openLogin = true;
  else goToMobileLogin();
}

export async function changeLang(lang: Lang): Promise<void> {
  saveLangCookie(lang);
  await activateLang(lang);
  appState.lang = lang;
}
