import { splitCatalogue } from '../../lib/split-catalogue';

const catalogue = splitCatalogue({
  en: () => import('../../locales/en/documents.po'),
  'zh-CN': () => import('../../locales/zh-CN/documents.po'),
});

/** Merges the documents catalogue (src/locales/<locale>/documents.po) into the app's messages. */
export const loadDocumentsMessages = catalogue.load;
/** Suspends until the documents' words are there in the current language. */
export const useDocumentsMessages = catalogue.useMessages;
