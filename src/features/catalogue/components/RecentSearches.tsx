import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { ApiError, CODE_LOGIN_NEEDED } from '../../../lib/api-client';
import type { Lang } from '../../../lib/lang';
import { Icon } from '../../../ui/Icon';
import { clearSearchHistoryMutationOptions } from '../api';
import styles from './SearchLanding.module.css';
import { WordLink } from './WordLink';

/**
 * A member's recent searches, each one removable, and the control that clears them all. What is
 * cleared leaves the screen at once; if the server refuses, it comes back with the reason.
 */
export function RecentSearches({
  words,
  token,
  lang,
}: {
  words: readonly string[];
  token: string | null;
  lang: Lang;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<{ text: string; failed: boolean } | null>(null);
  const clear = useMutation({
    ...clearSearchHistoryMutationOptions(queryClient, token, lang),
    onSuccess: (_reply, word) =>
      setNotice({
        text: word === null ? t`Your recent searches have been cleared.` : t`Removed “${word}”.`,
        failed: false,
      }),
    onError: (error) => {
      // A -1 opens the sign-in; the words are back on screen.
      if (error instanceof ApiError && error.code === CODE_LOGIN_NEEDED) return;
      const text =
        error instanceof ApiError && error.message
          ? error.message
          : t`Your recent searches could not be cleared. Check your connection and try again.`;
      setNotice({ text, failed: true });
    },
  });

  const forget = (word: string | null) => {
    setNotice(null);
    clear.mutate(word);
  };

  /** The removed word's button goes: the focus moves to a neighbour's, or to "Clear". */
  const removeWord = (word: string, event: MouseEvent<HTMLButtonElement>) => {
    const item = event.currentTarget.closest('li');
    const neighbour = item?.nextElementSibling ?? item?.previousElementSibling;
    const section = event.currentTarget.closest('section');
    (neighbour?.querySelector('button') ?? section?.querySelector('button'))?.focus();
    forget(word);
  };

  return (
    <>
      {words.length > 0 && (
        <section className={styles.section}>
          <div className={styles.headingRow}>
            <h2 className={styles.heading}>{t`Recent searches`}</h2>
            <button
              type="button"
              className={styles.clear}
              aria-label={t`Clear recent searches`}
              onClick={() => forget(null)}
            >
              {t`Clear`}
            </button>
          </div>
          <ul className={styles.words}>
            {words.map((word) => (
              <li key={word} className={styles.recentWord}>
                <WordLink word={word} className={styles.recentLink} />
                <button
                  type="button"
                  className={styles.removeWord}
                  aria-label={t`Remove “${word}” from recent searches`}
                  onClick={(event) => removeWord(word, event)}
                >
                  <Icon name="close" size={12} />
                </button>
              </li>
            ))}
          </ul>
          {notice?.failed && (
            <p className={styles.failed} role="alert">
              {notice.text}
            </p>
          )}
        </section>
      )}
      {/* Stays in place, so that a screen reader hears what became of the words that went. */}
      <p className="visually-hidden" role="status">
        {notice && !notice.failed ? notice.text : ''}
      </p>
    </>
  );
}
