import { i18n, type Messages } from '@lingui/core';
import { messages as chinese } from '../locales/zh-CN/messages.po';

/** The console's languages as the server's `Language` header names them. */
export type Lang = 'cn' | 'en';
export type Locale = 'zh-CN' | 'en';

// Only the choice of language is kept on the device: nothing about the staff member.
const STORAGE_KEY = 'shop-console-lang';

const catalogues: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'zh-CN': () => Promise.resolve({ messages: chinese }),
  en: () => import('../locales/en/messages.po'),
};

export const localeOf = (lang: Lang): Locale => (lang === 'en' ? 'en' : 'zh-CN');

export function currentLang(): Lang {
  return i18n.locale === 'en' ? 'en' : 'cn';
}

export function storedLang(): Lang {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'en' ? 'en' : 'cn';
  } catch {
    return 'cn';
  }
}

export async function activateLang(lang: Lang): Promise<void> {
  const locale = localeOf(lang);
  const { messages } = await catalogues[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // A browser that refuses storage keeps the choice for this visit only.
  }
}

export { i18n };
