import { useLingui } from '@lingui/react/macro';
import { ApiError, CODE_LOGIN_NEEDED } from '../../lib/api-client';

/** What became of a form's submission, for the line under its button. */
export type Outcome =
  { kind: 'saved'; message?: string } | { kind: 'refused'; message: string } | null;

/**
 * The words for a failed call: the server's own message when it refused (in the shopper's
 * language), or a plain one when the connection failed. A -1 says nothing: the sign-in opens.
 */
export function useRefusal(): (error: unknown) => Outcome {
  const { t } = useLingui();
  return (error) => {
    if (error instanceof ApiError && error.code === CODE_LOGIN_NEEDED) return null;
    const message =
      error instanceof ApiError && error.message
        ? error.message
        : t`This could not be saved. Check your connection and try again.`;
    return { kind: 'refused', message };
  };
}

/** Moves focus to the first control the form marked invalid. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
