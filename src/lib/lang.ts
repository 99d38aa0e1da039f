import { readCookie, writeCookie } from './cookies';

/** The shop's languages as the API names them; the lang cookie stores them upper-case. */
export type Lang = 'cn' | 'en';
export const DEFAULT_LANG: Lang = 'cn';
export const LANG_COOKIE = 'lang';

export function langFromCookie(): Lang {
  const value = readCookie(LANG_COOKIE)?.toLowerCase();
  return value === 'en' ? 'en' : DEFAULT_LANG;
}

export function saveLangCookie(lang: Lang): void {
  writeCookie(LANG_COOKIE, lang.toUpperCase());
}

/** The Lingui locale (and the html lang attribute) for a shop language. */
export function localeOf(lang: Lang): 'zh-CN' | 'en' {
  return lang === 'en' ? 'en' : 'zh-CN';
}

/** The shop language of a Lingui locale: the other way from `localeOf`. */
export function langOfLocale(locale: string): Lang {
  return locale === 'en' ? 'en' : DEFAULT_LANG;
}
