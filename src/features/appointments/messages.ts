import { splitCatalogue } from '../../lib/split-catalogue';

const catalogue = splitCatalogue({
  en: () => import('../../locales/en/appointments.po'),
  'zh-CN': () => import('../../locales/zh-CN/appointments.po'),
});

/** Merges the appointments catalogue (src/locales/<locale>/appointments.po) into the app's messages. */
export const loadAppointmentsMessages = catalogue.load;
/** Suspends until the appointments' words are there in the current language. */
export const useAppointmentsMessages = catalogue.useMessages;
