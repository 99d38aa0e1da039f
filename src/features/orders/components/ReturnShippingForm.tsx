import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { Field, describedBy } from '../../../ui/forms/Field';
import { focusFirstInvalid, useRefusal, type Outcome } from '../../../ui/forms/outcome';
import form from '../../../ui/forms/form.module.css';
import { sendReturnMutationOptions } from '../api';
import {
  hasProblems,
  validateReturnShipping,
  type ReturnShippingForm as ShippingFields,
} from '../validation';
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
  const formRef = useRef<HTMLFormElement>(null);
  const [fields, setFields] = useState<ShippingFields>({ express_company: '', express_no: '' });
  const [touched, setTouched] = useState<ReadonlySet<keyof ShippingFields>>(new Set());
  const [attempts, setAttempts] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const send = useMutation({
    ...sendReturnMutationOptions(queryClient),
    onSuccess: () => onDone({ kind: 'saved', message: t`The return's logistics have been sent.` }),
    onError: (error) => setOutcome(refusal(error)),
  });

  useLayoutEffect(() => {
    if (attempts > 0) focusFirstInvalid(formRef.current);
  }, [attempts]);

  const problems = validateReturnShipping(fields);
  const shown = (field: keyof ShippingFields) =>
    attempts > 0 || touched.has(field) ? problemText(problems[field]) : undefined;
  const fieldId = (field: string) => `${id}-${field}`;
  const input = (field: keyof ShippingFields, label: string, extra: { list?: string } = {}) => {
    const problem = shown(field);
    return (
      <Field id={fieldId(field)} label={label} problem={problem}>
        <input
          id={fieldId(field)}
          className={form.input}
          autoComplete="off"
          maxLength={field === 'express_no' ? 30 : 40}
          list={extra.list}
          value={fields[field]}
          onChange={(event) => {
            setFields((before) => ({ ...before, [field]: event.target.value }));
            setOutcome(null);
          }}
          onBlur={() => setTouched((before) => new Set(before).add(field))}
          {...describedBy(fieldId(field), problem)}
        />
      </Field>
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    if (hasProblems(problems)) {
      setAttempts((count) => count + 1);
      return;
    }
    send.mutate({
      refund_id: refundId,
      express_company: fields.express_company.trim(),
      express_no: fields.express_no.trim(),
    });
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
      {input('express_company', t`Express company`, { list: fieldId('carriers') })}
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
