import { splitCatalogue } from '../../lib/split-catalogue';

const catalogue = splitCatalogue({
  en: () => import('../../locales/en/topics.po'),
  'zh-CN': () => import('../../locales/zh-CN/topics.po'),
});

/** Merges the campaigns' catalogue (src/locales/<locale>/topics.po) into the app's messages. */
export const loadTopicsMessages = catalogue.load;
/** Suspends until the campaigns' words are there in the current language. */
export const useTopicsMessages = catalogue.useMessages;
