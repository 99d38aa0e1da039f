import { splitCatalogue } from '../../lib/split-catalogue';

const catalogue = splitCatalogue({
  en: () => import('../../locales/en/orders.po'),
  'zh-CN': () => import('../../locales/zh-CN/orders.po'),
});

/** Merges the orders catalogue (src/locales/<locale>/orders.po) of a locale into the app's messages. */
export const loadOrdersMessages = catalogue.load;
/** Suspends until the orders words are there in the current language. */
export const useOrdersMessages = catalogue.useMessages;
