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

export async function changeLang(lang: Lang): Promise<void> {
  saveLangCookie(lang);
  await activateLang(lang);
  appState.lang = lang;
}
