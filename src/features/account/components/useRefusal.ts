import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';

/**
 * What to say when a call is refused: the server's own message (already in the shopper's
 * language), or that the network did not answer.
 */
export function useRefusal() {
  const { t } = useLingui();
  const [message, setMessage] = useState<string | null>(null);
  return {
    message,
    show(error: unknown) {
      setMessage(
        error instanceof ApiError && error.message
          ? error.message
          : t`The shop could not be reached. Please check your connection and try again.`,
      );
    },
    clear() {
      setMessage(null);
    },
  };
}
