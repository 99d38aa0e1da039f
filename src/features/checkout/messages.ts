import { splitCatalogue } from '../../lib/split-catalogue';

const catalogue = splitCatalogue({
  en: () => import('../../locales/en/checkout.po'),
  'zh-CN': () => import('../../locales/zh-CN/checkout.po'),
});

/** Merges the checkout catalogue (src/locales/<locale>/checkout.po) of a locale into the app's messages. */
export const loadCheckoutMessages = catalogue.load;
/** Suspends until the checkout words are there in the current language. */
export const useCheckoutMessages = catalogue.useMessages;
