import { splitCatalogue } from '../../lib/split-catalogue';

const catalogue = splitCatalogue({
  en: () => import('../../locales/en/screens.po'),
  'zh-CN': () => import('../../locales/zh-CN/screens.po'),
});

/**
 * The words of the shared forms and screen parts (src/locales/<locale>/screens.po): the areas
 * built with them load these beside their own.
 */
export const screenWords = catalogue;
