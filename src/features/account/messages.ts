import { splitCatalogue } from '../../lib/split-catalogue';
import { screenWords } from '../../ui/screens/messages';

const catalogue = splitCatalogue({
  en: () => import('../../locales/en/account.po'),
  'zh-CN': () => import('../../locales/zh-CN/account.po'),
});

/** Merges the account catalogue (src/locales/<locale>/account.po) of a locale, and the shared forms' words, into the app's messages. */
export function loadAccountMessages(locale?: string): Promise<void> {
  return Promise.all([catalogue.load(locale), screenWords.load(locale)]).then(() => undefined);
}
/** Suspends until the account words are there in the current language. */
export function useAccountMessages(): void {
  catalogue.useMessages();
  screenWords.useMessages();
}
