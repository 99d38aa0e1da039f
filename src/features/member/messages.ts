import type { Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { use } from 'react';
import { i18n } from '../../lib/i18n';

// The member area's words travel in their own catalogue (src/locales/*/member.po), loaded with
// the area: the app's first download carries only the words every visitor needs.

type Catalogue = () => Promise<{ messages: Messages }>;
const english: Catalogue = () => import('../../locales/en/member.po');
const catalogues: Record<string, Catalogue> = {
  en: english,
  'zh-CN': () => import('../../locales/zh-CN/member.po'),
};

const ready = new Map<string, Promise<void>>();
/** One message id of each loaded catalogue, to tell whether it is still merged in. */
const probes = new Map<string, string>();

function merged(locale: string): boolean {
  const probe = probes.get(locale);
  if (probe === undefined || i18n.locale !== locale) return false;
  return probe === '' || probe in i18n.messages;
}

/**
 * Merges the member catalogue of `locale` into the app's messages. Switching the language
 * replaces the app's messages, so the catalogue is merged again when it has gone.
 */
export function loadMemberMessages(locale: string = i18n.locale): Promise<void> {
  const current = ready.get(locale);
  if (current && (merged(locale) || i18n.locale !== locale)) return current;
  const load = catalogues[locale] ?? english;
  const promise = load().then(({ messages }) => {
    probes.set(locale, Object.keys(messages)[0] ?? '');
    if (i18n.locale === locale) i18n.load(locale, messages);
  });
  promise.catch(() => ready.delete(locale));
  ready.set(locale, promise);
  return promise;
}

/** Suspends until the member area's words are there in the current language. */
export function useMemberMessages(): void {
  const { i18n: current } = useLingui();
  use(loadMemberMessages(current.locale));
}
