import { splitCatalogue } from '../../lib/split-catalogue';

const catalogue = splitCatalogue({
  en: () => import('../../locales/en/member.po'),
  'zh-CN': () => import('../../locales/zh-CN/member.po'),
});

/** Merges the member catalogue (src/locales/<locale>/member.po) of a locale into the app's messages. */
export const loadMemberMessages = catalogue.load;
/** Suspends until the member words are there in the current language. */
export const useMemberMessages = catalogue.useMessages;
