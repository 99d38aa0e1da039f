import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { FieldInput } from '../../../ui/forms/Field';
import { CHECKED_FORM, checkedBy, problemOf, useCheckedForm } from '../../../ui/forms/checked-form';
import { useFocusAfterRefusal } from '../../../ui/forms/focus';
import { useRefusal, type Outcome } from '../../../ui/forms/outcome';
import form from '../../../ui/forms/form.module.css';
import { sendReturnMutationOptions } from '../api';
import { validateReturnShipping, type ReturnShippingForm as ShippingFields } from '../validation';
import { useOrderProblemText } from './labels';
import styles from './RefundScreen.module.css';

/** Carriers shoppers send returns with, offered as they type; any other may be entered. */
function useCarriers(): string[] {
  const { t } = useLingui();
  return [t`SF Express`, t`EMS`, t`JD Logistics`, t`ZTO Express`, t`YTO Express`, t`STO Express`];
}

/** The return's express company and tracking number, once the seller agreed. */
export function ReturnShippingForm({
  refundId,
  onDone,
}: {
  refundId: number;
  onDone: (outcome: Outcome) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const refusal = useRefusal();
  const problemText = useOrderProblemText();
  const carriers = useCarriers();
  const { formRef, refused } = useFocusAfterRefusal();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const send = useMutation({
    ...sendReturnMutationOptions(queryClient),
    onSuccess: () => onDone({ kind: 'saved', message: t`The return's logistics have been sent.` }),
    onError: (error) => setOutcome(refusal.of(error)),
  });
  const shipping = useCheckedForm({
    ...CHECKED_FORM,
    defaultValues: { express_company: '', express_no: '' } satisfies ShippingFields,
    listeners: { onChange: () => setOutcome(null) },
    onSubmit: ({ value }) =>
      send.mutate({
        refund_id: refundId,
        express_company: value.express_company.trim(),
        express_no: value.express_no.trim(),
      }),
    onSubmitInvalid: refused,
  });
  const fieldId = (field: string) => `${id}-${field}`;

  const input = (name: keyof ShippingFields, label: string, extra: { list?: string } = {}) => (
    <shipping.Field name={name} validators={checkedBy(validateReturnShipping, name)}>
      {(field) => (
        <FieldInput
          id={fieldId(name)}
          label={label}
          field={field}
          problem={problemText(problemOf(field))}
          autoComplete="off"
          maxLength={name === 'express_no' ? 30 : 40}
          list={extra.list}
        />
      )}
    </shipping.Field>
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    void shipping.handleSubmit();
  };

  return (
    <form
      ref={formRef}
      className={`${form.form} ${styles.shipping}`}
      onSubmit={submit}
      noValidate
      aria-label={t`Return logistics`}
    >
      <h3 className={`${styles.formTitle} ${form.span}`}>{t`Return logistics`}</h3>
      {input('express_company', t`Carrier`, { list: fieldId('carriers') })}
      <datalist id={fieldId('carriers')}>
        {carriers.map((carrier) => (
          <option key={carrier} value={carrier} />
        ))}
      </datalist>
      {input('express_no', t`Tracking number`)}
      <div className={form.actions}>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t`Submitting…` : t`Send the logistics`}
        </Button>
        <p className={`${form.outcome} ${form.refused}`} role="status">
          {outcome?.kind === 'refused' ? outcome.message : null}
        </p>
      </div>
    </form>
  );
}
