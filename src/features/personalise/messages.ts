import { splitCatalogue } from '../../lib/split-catalogue';

const catalogue = splitCatalogue({
  en: () => import('../../locales/en/personalise.po'),
  'zh-CN': () => import('../../locales/zh-CN/personalise.po'),
});

/** Merges the personalisation catalogue (src/locales/<locale>/personalise.po). */
export const loadPersonaliseMessages = catalogue.load;
/** Suspends until the personalisation words are there in the current language. */
export const usePersonaliseMessages = catalogue.useMessages;
