import { splitCatalogue } from '../../lib/split-catalogue';

const catalogue = splitCatalogue({
  en: () => import('../../locales/en/stores.po'),
  'zh-CN': () => import('../../locales/zh-CN/stores.po'),
});

/** Merges the boutiques catalogue (src/locales/<locale>/stores.po) into the app's messages. */
export const loadStoresMessages = catalogue.load;
/** Suspends until the boutiques' words are there in the current language. */
export const useStoresMessages = catalogue.useMessages;
