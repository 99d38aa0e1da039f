// What the order page checks before it places the order: the form and its tests use these.

/** What the shopper gives on the order page, beside the choices kept in createOrderState. */
export interface CheckoutValues {
  /** The order has a delivery address (the preview's, which the shopper chooses or adds). */
  hasAddress: boolean;
  /** The cross-border transfer of the shopper's information is agreed to. */
  consent: boolean;
  remark: string;
}

export type CheckoutProblem = 'noAddress' | 'noConsent';

/** The problem of each checked field of the order page, if any. */
export function checkoutProblems(
  values: CheckoutValues,
): Partial<Record<'hasAddress' | 'consent', CheckoutProblem>> {
  return {
    ...(values.hasAddress ? {} : { hasAddress: 'noAddress' as const }),
    ...(values.consent ? {} : { consent: 'noConsent' as const }),
  };
}
