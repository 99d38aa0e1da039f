import { splitCatalogue } from '../../lib/split-catalogue';
import { screenWords } from '../../ui/screens/messages';

const catalogue = splitCatalogue({
  en: () => import('../../locales/en/member.po'),
  'zh-CN': () => import('../../locales/zh-CN/member.po'),
});

/** Merges the member catalogue (src/locales/<locale>/member.po) of a locale, and the shared screen parts' words, into the app's messages. */
export function loadMemberMessages(locale?: string): Promise<void> {
  return Promise.all([catalogue.load(locale), screenWords.load(locale)]).then(() => undefined);
}
/** Suspends until the member words are there in the current language. */
export function useMemberMessages(): void {
  catalogue.useMessages();
  screenWords.useMessages();
}
