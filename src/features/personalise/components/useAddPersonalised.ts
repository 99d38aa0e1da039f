import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, CODE_LOGIN_NEEDED } from '../../../lib/api-client';
import { addToCartMutationOptions, GuestBagNotKept } from '../../cart';

export type AddOutcome = { kind: 'added' } | { kind: 'refused'; message: string } | null;

/**
 * Adding the personalised piece to the bag, and what came of it. A refusal for want of signing
 * in shows nothing here: the sign-in takes over.
 */
export function useAddPersonalised() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<AddOutcome>(null);
  const add = useMutation({
    ...addToCartMutationOptions(queryClient),
    onSuccess: () => setOutcome({ kind: 'added' }),
    onError: (error) => {
      if (error instanceof ApiError && error.code === CODE_LOGIN_NEEDED) return;
      setOutcome({
        kind: 'refused',
        message:
          error instanceof GuestBagNotKept
            ? t`Your bag cannot be kept on this device. Sign in to keep the pieces you choose.`
            : error instanceof ApiError && error.message
              ? error.message
              : t`Add to bag failed. Check your connection and try again.`,
      });
    },
  });
  return { add, outcome, setOutcome };
}
