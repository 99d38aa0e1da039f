import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import type { OrderItemInput, OrderPreview, PayMethod } from '../../../../contract/order';
import { ApiError, CODE_LOGIN_NEEDED } from '../../../lib/api-client';
import { refreshCart } from '../../cart';
import { submitOrder } from '../api';
import { handOverPayment } from '../handoff';
import { clearOrderItems } from '../../../lib/order-items';
import { paymentStepLink } from '../paths';
import type { RouteSet } from '../../../lib/route-set';
import { submitFailure } from '../model';

/** The reply code of a submission whose amount changed since the preview: data is the new one. */
export const CODE_AMOUNT_CHANGED = 409;

export interface SubmitFields {
  lines: OrderItemInput[];
  addressId: number;
  couponId: number;
  usePoints: boolean;
  payMethod: PayMethod;
  /** The method was chosen (and the balance confirmed): the payment step starts it at once. */
  payAtOnce: boolean;
  remark: string;
  expectedAmount: number;
}

/**
 * Places the order once per visit of the page (one idempotency key), then hands the payment to
 * the order's payment step. A changed amount shows the new preview and asks to confirm again.
 */
export function useSubmitOrder({
  routeSet,
  idempotencyKey,
  previewKey,
}: {
  routeSet: RouteSet;
  idempotencyKey: string;
  previewKey: readonly unknown[];
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<{ message: string; amountChanged: boolean } | null>(null);
  /** A second press before the page has re-rendered sends nothing (the key would make it the same order anyway). */
  const inFlight = useRef(false);

  const mutation = useMutation({
    mutationFn: (fields: SubmitFields) =>
      submitOrder({
        sku_list: fields.lines,
        address_id: fields.addressId,
        use_coupon_id: fields.couponId,
        use_integral: fields.usePoints ? '1' : '0',
        pay_method: fields.payMethod,
        cross_border: '1',
        idempotency_key: idempotencyKey,
        expected_amount: fields.expectedAmount,
        remark: fields.remark.trim(),
      }),
    onMutate: () => setRefusal(null),
    onSuccess: async (placed, fields) => {
      clearOrderItems();
      // The ordered lines left the bag on the server: the badge and the bag ask again.
      void refreshCart(queryClient);
      if (fields.payAtOnce) handOverPayment(placed.order_id, fields.payMethod);
      await navigate({ ...paymentStepLink(routeSet, placed.order_id), replace: true });
    },
    onError: (error) => {
      inFlight.current = false;
      if (error instanceof ApiError && error.code === CODE_LOGIN_NEEDED) return;
      if (error instanceof ApiError && error.code === CODE_AMOUNT_CHANGED) {
        const fresh = error.data as OrderPreview | null;
        if (fresh?.amounts) queryClient.setQueryData(previewKey, fresh);
        else void queryClient.invalidateQueries({ queryKey: previewKey });
        setRefusal({
          amountChanged: true,
          message: error.message || t`The amounts of your order have changed.`,
        });
        return;
      }
      // Stock or a coupon may have changed under the order: the preview shows it as it is now.
      void queryClient.invalidateQueries({ queryKey: previewKey });
      const failure = submitFailure(error);
      setRefusal({
        amountChanged: false,
        message:
          failure === 'offline'
            ? t`You are offline; your order was not sent.`
            : failure === 'refused' && error.message
              ? error.message
              : t`No answer came about your order. Submit it again: it will not be placed twice.`,
      });
    },
  });

  const place = (fields: SubmitFields) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(fields);
  };

  const clearRefusal = useCallback(() => setRefusal(null), []);

  return { place, mutation, refusal, clearRefusal };
}
