import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { OrderDetail } from '../../../../contract/order';
import { useNavigate } from '@tanstack/react-router';
import { refundLink, useMemberRouteSet } from '../../../lib/member-routes';
import { CHECKED_FORM, checkedBy, useCheckedForm } from '../../../ui/forms/checked-form';
import { useFocusAfterRefusal } from '../../../ui/forms/focus';
import { useRefusal, type Outcome } from '../../../ui/forms/outcome';
import { submitRefundMutationOptions } from '../api';
import { refundTypesOf } from '../model';
import { chosenItems, validateRefund, type RefundForm as RefundFields } from '../validation';

/**
 * The after-sales request's values, checks and sending. The types the order allows are read once,
 * when the form opens; a single one is chosen already. With a single piece left, it is chosen
 * already too. The amount is the server's, never typed. A sent request opens its own page.
 */
export function useRefundForm(order: OrderDetail) {
  const id = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const routeSet = useMemberRouteSet();
  const refusal = useRefusal();
  const { formRef, refused } = useFocusAfterRefusal();
  const [now] = useState(() => Date.now());
  const allowed = refundTypesOf(order, now);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const submit = useMutation({
    ...submitRefundMutationOptions(queryClient),
    onSuccess: (refund) => void navigate(refundLink(routeSet, refund.id)),
    onError: (error) => setOutcome(refusal.of(error)),
  });
  const initial: RefundFields = {
    type: allowed.length === 1 ? (allowed[0] ?? '') : '',
    reason: '',
    pieces: onlyPiece(order),
    contact: '',
    remark: '',
  };
  const form = useCheckedForm({
    ...CHECKED_FORM,
    defaultValues: initial,
    listeners: { onChange: () => setOutcome(null) },
    onSubmit: ({ value }) => {
      // The checks have passed: the type is known.
      if (!value.type) return;
      submit.mutate({
        order_id: order.id,
        type: value.type,
        reason: value.reason.trim(),
        items: chosenItems(value.pieces),
        contact: value.contact.trim(),
        remark: value.remark.trim(),
      });
    },
    onSubmitInvalid: refused,
  });

  return {
    form,
    formRef,
    allowed,
    outcome,
    pending: submit.isPending,
    fieldId: (field: keyof RefundFields) => `${id}-${field}`,
    checkOf: (field: keyof RefundFields) =>
      checkedBy((values: RefundFields) => validateRefund(values, order.lines), field),
    send: () => {
      setOutcome(null);
      void form.handleSubmit();
    },
  };
}

export type RefundFormParts = ReturnType<typeof useRefundForm>;

/** One piece left in the whole order: it is what the request is about. */
function onlyPiece(order: OrderDetail): RefundFields['pieces'] {
  const left = order.lines.filter((line) => line.returnable > 0);
  const [line] = left;
  return left.length === 1 && line?.returnable === 1 ? { [line.line_id]: 1 } : {};
}
