// What the order page checks before it places the order: the form and its tests use these.
import type { CheckoutValues } from './choices';

export type CheckoutProblem = 'noAddress' | 'noConsent';

/**
 * The problem of each checked field of the order page, if any. `previewHasAddress`: the preview
 * delivers somewhere (the member's default address when none is chosen).
 */
export function checkoutProblems(
  values: Pick<CheckoutValues, 'addressId' | 'consent'>,
  previewHasAddress: boolean,
): Partial<Record<'addressId' | 'consent', CheckoutProblem>> {
  const delivered = values.addressId !== null || previewHasAddress;
  return {
    ...(delivered ? {} : { addressId: 'noAddress' as const }),
    ...(values.consent ? {} : { consent: 'noConsent' as const }),
  };
}
