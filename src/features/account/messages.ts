import type { Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { use } from 'react';
import { i18n } from '../../lib/i18n';

// The account screens' words travel in their own catalogue (src/locales/*/account.po), loaded
// with those screens: the app's first download carries only the words every visitor needs.

type Catalogue = () => Promise<{ messages: Messages }>;
const catalogues: Record<string, Catalogue> = {
  en: () => import('../../locales/en/account.po'),
  'zh-CN': () => import('../../locales/zh-CN/account.po'),
};

/** One promise per locale: `use()` needs the same object on every render to stop suspending. */
const ready = new Map<string, Promise<void>>();
const loaded = new Map<string, Messages>();

function isMerged(locale: string): boolean {
  const messages = loaded.get(locale);
  if (!messages || i18n.locale !== locale) return false;
  const probe = Object.keys(messages)[0];
  return probe === undefined || probe in i18n.messages;
}

/**
 * Merges the account catalogue of `locale` into the app's messages. Switching the language
 * replaces the app's messages, so it is merged again whenever it has gone.
 */
export function loadAccountMessages(locale: string = i18n.locale): Promise<void> {
  const current = ready.get(locale);
  if (current && (!loaded.has(locale) || isMerged(locale) || i18n.locale !== locale)) {
    return current;
  }
  const load = catalogues[locale] ?? (catalogues.en as Catalogue);
  // Merging emits a change to every Lingui consumer: it is done after this render, never in it.
  const promise = Promise.resolve()
    .then(() => loaded.get(locale) ?? load().then(({ messages }) => messages))
    .then((messages) => {
      loaded.set(locale, messages);
      if (i18n.locale === locale) i18n.load(locale, messages);
    });
  promise.catch(() => ready.delete(locale));
  ready.set(locale, promise);
  return promise;
}

/** Suspends until the account screens' words are there in the current language. */
export function useAccountMessages(): void {
  const { i18n: current } = useLingui();
  use(loadAccountMessages(current.locale));
}
