import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { CHECKED_FORM, useCheckedForm, useFieldIds } from './checked-form';
import { useFocusAfterRefusal } from './focus';
import { useRefusal, type RefusalOptions } from './outcome';

/**
 * A form whose submit is one call to the shop: its fields' ids, its checked values, the call,
 * and the refusal shown in its `FormAlert`. A submit with problems focuses the first wrong field
 * (the form takes `formRef`); a new submit clears the last refusal.
 */
export function useRefusableForm<Values, Reply>({
  defaultValues,
  send,
  onDone,
  refusal: refusalOptions,
}: {
  defaultValues: Values;
  send: (values: Values) => Promise<Reply>;
  onDone: (reply: Reply) => void;
  refusal?: RefusalOptions;
}) {
  const idOf = useFieldIds();
  const refusal = useRefusal(refusalOptions);
  const { formRef, refused } = useFocusAfterRefusal();
  const sending = useMutation({ mutationFn: send, onSuccess: onDone, onError: refusal.show });
  const form = useCheckedForm({
    ...CHECKED_FORM,
    defaultValues,
    onSubmit: ({ value }) => sending.mutate(value),
    onSubmitInvalid: refused,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    refusal.clear();
    void form.handleSubmit();
  };
  return { form, formRef, idOf, refusal, sending, submit };
}
