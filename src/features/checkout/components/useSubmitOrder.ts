import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import type { OrderItemInput, OrderPreview, PayMethod } from '../../../../contract/order';
import { refreshCart } from '../../cart';
import { submitOrder } from '../api';
import { handOverPayment } from '../handoff';
import { clearOrderItems } from '../../../lib/order-items';
import { amountChanged, ORDER_REFUSAL, type OrderRefusal } from '../order-refusal';
import { paymentStepLink } from '../paths';
import type { RouteSet } from '../../../lib/route-set';
import { useRefusal } from '../../../ui/forms/outcome';

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
  const words = useRefusal(ORDER_REFUSAL);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<OrderRefusal | null>(null);
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
      const refused = words.of(error);
      // A -1 says nothing: the sign-in opens.
      if (!refused) return;
      const changed = amountChanged(error);
      const fresh = changed ? (error.data as OrderPreview | null) : null;
      if (fresh?.amounts) queryClient.setQueryData(previewKey, fresh);
      // Stock or a coupon may have changed under the order: the preview shows it as it is now.
      else void queryClient.invalidateQueries({ queryKey: previewKey });
      setRefusal({ message: refused.message, amountChanged: changed });
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
