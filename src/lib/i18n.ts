import { i18n, type Messages } from '@lingui/core';
import { messages as defaultMessages } from '../locales/zh-CN/messages.po';
import { localeOf, type Lang } from './lang';

type Locale = ReturnType<typeof localeOf>;

// Chinese is the shop's default language, so its catalogue travels with the entry: most first
// visits then render without waiting for a second file. English loads when it is chosen.
const catalogues: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en/messages.po'),
  'zh-CN': () => Promise.resolve({ messages: defaultMessages }),
};

export async function activateLang(lang: Lang): Promise<void> {
  const locale = localeOf(lang);
  if (!i18n.messages || i18n.locale !== locale) {
    const { messages } = await catalogues[locale]();
    i18n.loadAndActivate({ locale, messages });
  }
  document.documentElement.lang = locale;
}

export { i18n };
