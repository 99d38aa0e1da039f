import { i18n, type Messages } from '@lingui/core';
import { localeOf, type Lang } from './lang';

const catalogues: Record<ReturnType<typeof localeOf>, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en/messages.po'),
  'zh-CN': () => import('../locales/zh-CN/messages.po'),
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
