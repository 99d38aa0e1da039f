import { splitCatalogue } from '../../lib/split-catalogue';

const catalogue = splitCatalogue({
  en: () => import('../../locales/en/account.po'),
  'zh-CN': () => import('../../locales/zh-CN/account.po'),
});

/** Merges the account catalogue (src/locales/<locale>/account.po) of a locale into the app's messages. */
export const loadAccountMessages = catalogue.load;
/** Suspends until the account words are there in the current language. */
export const useAccountMessages = catalogue.useMessages;
