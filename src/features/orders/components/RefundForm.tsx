import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { OrderDetail, RefundType } from '../../../../contract/order';
import { Button } from '../../../ui/Button';
import { formatFen } from '../../../ui/Price';
import { useMemberNavigate } from '../../../lib/member-area/view';
import { Field, FieldMessage, describedBy } from '../../../ui/forms/Field';
import { focusFirstInvalid, useRefusal, type Outcome } from '../../../ui/forms/outcome';
import form from '../../../ui/forms/form.module.css';
import { submitRefundMutationOptions } from '../api';
import { refundTypesOf } from '../model';
import {
  fenOfYuan,
  hasProblems,
  validateRefund,
  yuanOfFen,
  type RefundForm as RefundFields,
} from '../validation';
import dialogs from './dialogs.module.css';
import { useOrderProblemText, useRefundTypeLabels } from './labels';

function useRefundReasons(): string[] {
  const { t } = useLingui();
  return [
    t`The size does not fit`,
    t`Not as described`,
    t`A quality problem`,
    t`It arrived damaged`,
    t`I changed my mind`,
    t`Another reason`,
  ];
}

/**
 * Type, reason, amount (yuan, at most the refundable amount), contact and remark. A sent request
 * opens its own page, where its progress shows.
 */
export function RefundForm({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const go = useMemberNavigate();
  const refusal = useRefusal();
  const problemText = useOrderProblemText();
  const typeLabels = useRefundTypeLabels();
  const reasons = useRefundReasons();
  const formRef = useRef<HTMLFormElement>(null);
  const [now] = useState(() => Date.now());
  const allowed = refundTypesOf(order, now);
  const [fields, setFields] = useState<RefundFields>(() => ({
    type: allowed.length === 1 ? (allowed[0] ?? '') : '',
    reason: '',
    amount: yuanOfFen(order.refundable_amount),
    contact: '',
    remark: '',
  }));
  const [touched, setTouched] = useState<ReadonlySet<keyof RefundFields>>(new Set());
  const [attempts, setAttempts] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const submit = useMutation({
    ...submitRefundMutationOptions(queryClient),
    onSuccess: (refund) => go({ tab: 'refund', id: refund.id }),
    onError: (error) => setOutcome(refusal(error)),
  });

  useLayoutEffect(() => {
    if (attempts > 0) focusFirstInvalid(formRef.current);
  }, [attempts]);

  const problems = validateRefund(fields, order.refundable_amount);
  const shown = (field: keyof RefundFields) =>
    attempts > 0 || touched.has(field) ? problemText(problems[field]) : undefined;
  const touch = (field: keyof RefundFields) => () =>
    setTouched((before) => new Set(before).add(field));
  const set = (field: keyof RefundFields, value: string) => {
    setFields((before) => ({ ...before, [field]: value }));
    setOutcome(null);
  };
  const fieldId = (field: string) => `${id}-${field}`;
  const most = formatFen(order.refundable_amount);
  const typeProblem = shown('type');
  const reasonProblem = shown('reason');
  const amountProblem = shown('amount');
  const contactProblem = shown('contact');
  const remarkProblem = shown('remark');

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const fen = fenOfYuan(fields.amount);
    if (hasProblems(problems) || fen === null || !fields.type) {
      setAttempts((count) => count + 1);
      return;
    }
    submit.mutate({
      order_id: order.id,
      type: fields.type,
      reason: fields.reason.trim(),
      amount: fen,
      contact: fields.contact.trim(),
      remark: fields.remark.trim(),
    });
  };

  return (
    <form ref={formRef} className={`${form.form} ${form.inDialog}`} onSubmit={send} noValidate>
      <fieldset className={`${form.fieldset} ${form.span}`}>
        <legend className={form.legend}>{t`Type of service`}</legend>
        <div className={form.choices}>
          {(['refund', 'return'] as const satisfies RefundType[]).map((type) => (
            <label key={type} className={form.choice}>
              <input
                type="radio"
                name={fieldId('type')}
                value={type}
                checked={fields.type === type}
                disabled={!allowed.includes(type)}
                onChange={() => set('type', type)}
                {...describedBy(fieldId('type'), typeProblem)}
              />
              {typeLabels[type]}
            </label>
          ))}
        </div>
        <FieldMessage
          id={fieldId('type')}
          problem={typeProblem}
          hint={
            allowed.includes('return')
              ? undefined
              : order.status === 'completed'
                ? t`Returns are accepted within 7 days of signing for.`
                : t`A return can be asked for once you have confirmed receipt.`
          }
        />
      </fieldset>
      <Field id={fieldId('reason')} label={t`Reason`} problem={reasonProblem} wide>
        <select
          id={fieldId('reason')}
          className={form.select}
          value={fields.reason}
          onChange={(event) => set('reason', event.target.value)}
          onBlur={touch('reason')}
          {...describedBy(fieldId('reason'), reasonProblem)}
        >
          <option value="">{t`Choose a reason`}</option>
          {reasons.map((text) => (
            <option key={text} value={text}>
              {text}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id={fieldId('amount')}
        label={t`Refund amount (¥, at most ${most})`}
        problem={amountProblem}
        wide
      >
        <input
          id={fieldId('amount')}
          className={form.input}
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          value={fields.amount}
          onChange={(event) => set('amount', event.target.value)}
          onBlur={touch('amount')}
          {...describedBy(fieldId('amount'), amountProblem)}
        />
      </Field>
      <Field
        id={fieldId('contact')}
        label={t`Contact (optional)`}
        problem={contactProblem}
        hint={t`A phone number or email address, if we should reach you another way`}
        wide
      >
        <input
          id={fieldId('contact')}
          className={form.input}
          autoComplete="tel"
          maxLength={40}
          value={fields.contact}
          onChange={(event) => set('contact', event.target.value)}
          onBlur={touch('contact')}
          {...describedBy(fieldId('contact'), contactProblem)}
        />
      </Field>
      <Field id={fieldId('remark')} label={t`Remark (optional)`} problem={remarkProblem} wide>
        <textarea
          id={fieldId('remark')}
          className={`${form.input} ${dialogs.textarea}`}
          rows={3}
          maxLength={500}
          value={fields.remark}
          onChange={(event) => set('remark', event.target.value)}
          onBlur={touch('remark')}
          {...describedBy(fieldId('remark'), remarkProblem)}
        />
      </Field>
      <div className={form.actions}>
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? t`Submitting…` : t`Send the request`}
        </Button>
        <Button variant="text" onClick={onClose}>
          {t`Cancel`}
        </Button>
        <p className={`${form.outcome} ${form.refused}`} role="status">
          {outcome?.kind === 'refused' ? outcome.message : null}
        </p>
      </div>
    </form>
  );
}
