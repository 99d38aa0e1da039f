import { splitCatalogue } from '../../lib/split-catalogue';
import { screenWords } from '../../ui/screens/messages';

const catalogue = splitCatalogue({
  en: () => import('../../locales/en/appointments.po'),
  'zh-CN': () => import('../../locales/zh-CN/appointments.po'),
});

/** Merges the appointments catalogue (src/locales/<locale>/appointments.po), and the shared screen parts' words, into the app's messages. */
export function loadAppointmentsMessages(locale?: string): Promise<void> {
  return Promise.all([catalogue.load(locale), screenWords.load(locale)]).then(() => undefined);
}
/** Suspends until the appointments' words are there in the current language. */
export function useAppointmentsMessages(): void {
  catalogue.useMessages();
  screenWords.useMessages();
}
