import { splitCatalogue } from '../../lib/split-catalogue';

const catalogue = splitCatalogue({
  en: () => import('../../locales/en/cart.po'),
  'zh-CN': () => import('../../locales/zh-CN/cart.po'),
});

/** Merges the cart catalogue (src/locales/<locale>/cart.po) of a locale into the app's messages. */
export const loadCartMessages = catalogue.load;
/** Suspends until the cart words are there in the current language. */
export const useCartMessages = catalogue.useMessages;
