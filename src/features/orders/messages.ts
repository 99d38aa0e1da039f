import { splitCatalogue } from '../../lib/split-catalogue';
import { screenWords } from '../../ui/screens/messages';

const catalogue = splitCatalogue({
  en: () => import('../../locales/en/orders.po'),
  'zh-CN': () => import('../../locales/zh-CN/orders.po'),
});

/** Merges the orders catalogue (src/locales/<locale>/orders.po) of a locale, and the shared screen parts' words, into the app's messages. */
export function loadOrdersMessages(locale?: string): Promise<void> {
  return Promise.all([catalogue.load(locale), screenWords.load(locale)]).then(() => undefined);
}
/** Suspends until the orders words are there in the current language. */
export function useOrdersMessages(): void {
  catalogue.useMessages();
  screenWords.useMessages();
}
