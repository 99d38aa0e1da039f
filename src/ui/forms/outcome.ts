import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ApiError, CODE_LOGIN_NEEDED, NetworkError } from '../../lib/api-client';

/** A submission the shop refused, or that did not reach it, with the words that say so. */
export interface Refused {
  kind: 'refused';
  message: string;
}

/** What became of a form's submission, for the line under its button. */
export type Outcome = { kind: 'saved'; message?: string } | Refused | null;

/**
 * A form's own words where the server gives none. Where the form has none for the case either,
 * its `unanswered` words are said, else plain ones: the thing could not be saved.
 */
export interface RefusalOptions {
  /** What to say when the shop did not answer, if not that the thing could not be saved. */
  unanswered?: MessageDescriptor;
  /** What to say when the device was offline and the call was not even tried (order calls). */
  offline?: MessageDescriptor;
  /** What to say when the shop refused without words of its own. */
  refused?: MessageDescriptor;
  /** What to say for particular codes the shop refuses with, without words (before `refused`). */
  codes?: Readonly<Partial<Record<number, MessageDescriptor>>>;
  /**
   * A -1 says nothing by default: the sign-in opens. Calls that open no sign-in (those of
   * signing in, the newsletter's) show the server's words.
   */
  sayLoginNeeded?: boolean;
}

/**
 * A server's refusal in the shopper's language: the server's own message when it refused, or
 * the form's words (else plain ones) when it gave none or the connection failed. `show` keeps it
 * for the form's alert (`message`, cleared by `clear`); `of` only words it, for a form that keeps
 * its own outcome line.
 */
export function useRefusal({
  unanswered,
  offline,
  refused,
  codes,
  sayLoginNeeded = false,
}: RefusalOptions = {}) {
  const { t, i18n } = useLingui();
  const [message, setMessage] = useState<string | null>(null);
  const wordsOf = (descriptor: MessageDescriptor | undefined) => {
    const words = descriptor ?? unanswered;
    return words !== undefined
      ? i18n._(words)
      : t`This could not be saved. Check your connection and try again.`;
  };
  const of = (error: unknown): Refused | null => {
    if (error instanceof ApiError) {
      if (!sayLoginNeeded && error.code === CODE_LOGIN_NEEDED) return null;
      return { kind: 'refused', message: error.message || wordsOf(codes?.[error.code] ?? refused) };
    }
    const offlineWords = error instanceof NetworkError && error.offline ? offline : undefined;
    return { kind: 'refused', message: wordsOf(offlineWords) };
  };
  return {
    message,
    of,
    show(error: unknown) {
      setMessage(of(error)?.message ?? null);
    },
    clear() {
      setMessage(null);
    },
  };
}

export type Refusal = ReturnType<typeof useRefusal>;
