import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ApiError, CODE_LOGIN_NEEDED } from '../../lib/api-client';

/** What became of a form's submission, for the line under its button. */
export type Outcome =
  { kind: 'saved'; message?: string } | { kind: 'refused'; message: string } | null;

export interface RefusalOptions {
  /** What to say when the shop did not answer, if not that the thing could not be saved. */
  unanswered?: MessageDescriptor;
  /**
   * A -1 says nothing by default: the sign-in opens. Calls that are part of signing in make no
   * such opening, so they show the server's words.
   */
  sayLoginNeeded?: boolean;
}

/**
 * A server's refusal in the shopper's language: the server's own message when it refused, or a
 * plain one when the connection failed. `show` keeps it for the form's alert (`message`, cleared
 * by `clear`); `of` only words it, for a form that keeps its own outcome line.
 */
export function useRefusal({ unanswered, sayLoginNeeded = false }: RefusalOptions = {}) {
  const { t, i18n } = useLingui();
  const [message, setMessage] = useState<string | null>(null);
  const of = (error: unknown): Outcome => {
    if (!sayLoginNeeded && error instanceof ApiError && error.code === CODE_LOGIN_NEEDED) {
      return null;
    }
    if (error instanceof ApiError && error.message)
      return { kind: 'refused', message: error.message };
    return {
      kind: 'refused',
      message:
        unanswered !== undefined
          ? i18n._(unanswered)
          : t`This could not be saved. Check your connection and try again.`,
    };
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
