import type { Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { use } from 'react';
import { i18n } from './i18n';

// An area's words travel in their own catalogue (src/locales/*/<area>.po), loaded with its
// screens: the app's first download carries only the words every visitor needs.

type Catalogue = () => Promise<{ messages: Messages }>;

export interface SplitCatalogue {
  /**
   * Merges the area's catalogue of `locale` into the app's messages. Switching the language
   * replaces the app's messages, so it is merged again whenever it has gone.
   */
  load(locale?: string): Promise<void>;
  /** Suspends until the area's words are there in the current language. */
  useMessages(): void;
}

export function splitCatalogue(
  catalogues: { en: Catalogue } & Record<string, Catalogue>,
): SplitCatalogue {
  /** One promise per locale: `use()` needs the same object on every render to stop suspending. */
  const ready = new Map<string, Promise<void>>();
  const loaded = new Map<string, Messages>();

  function isMerged(locale: string): boolean {
    const messages = loaded.get(locale);
    if (!messages || i18n.locale !== locale) return false;
    const probe = Object.keys(messages)[0];
    return probe === undefined || probe in i18n.messages;
  }

  function load(locale: string = i18n.locale): Promise<void> {
    const current = ready.get(locale);
    if (current && (!loaded.has(locale) || isMerged(locale) || i18n.locale !== locale)) {
      return current;
    }
    const fetchCatalogue = catalogues[locale] ?? catalogues.en;
    // Merging emits a change to every Lingui consumer: it is done after this render, never in it.
    const promise = Promise.resolve()
      .then(() => loaded.get(locale) ?? fetchCatalogue().then(({ messages }) => messages))
      .then((messages) => {
        loaded.set(locale, messages);
        if (i18n.locale === locale) i18n.load(locale, messages);
      });
    promise.catch(() => ready.delete(locale));
    ready.set(locale, promise);
    return promise;
  }

  function useMessages(): void {
    const { i18n: current } = useLingui();
    use(load(current.locale));
  }

  return { load, useMessages };
}
