import { splitCatalogue } from '../../lib/split-catalogue';

// The diagnostics page's words are in the documents catalogue (lingui.config.ts).
const catalogue = splitCatalogue({
  en: () => import('../../locales/en/documents.po'),
  'zh-CN': () => import('../../locales/zh-CN/documents.po'),
});

export const loadDiagnosticsMessages = catalogue.load;
export const useDiagnosticsMessages = catalogue.useMessages;
