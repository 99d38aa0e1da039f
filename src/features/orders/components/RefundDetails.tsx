import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { problemOf } from '../../../ui/forms/checked-form';
import { Field, describedBy } from '../../../ui/forms/Field';
import form from '../../../ui/forms/form.module.css';
import dialogs from './dialogs.module.css';
import { useOrderProblemText, useReasonChoices } from './labels';
import type { RefundFormParts } from './useRefundForm';

type DetailField = 'reason' | 'contact' | 'remark';

/** Handed to each control: its id, value, handlers and the attributes that tie its message. */
interface Control {
  id: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** Reason, contact and remark. */
export function RefundDetails({ parts }: { parts: RefundFormParts }) {
  const { t } = useLingui();
  const problemText = useOrderProblemText();
  const reasons = useReasonChoices('refund');

  const field = (
    name: DetailField,
    label: string,
    control: (props: Control) => ReactNode,
    hint?: string,
  ) => (
    <parts.form.Field name={name} validators={parts.checkOf(name)}>
      {(bound) => {
        const id = parts.fieldId(name);
        const problem = problemText(problemOf(bound));
        return (
          <Field id={id} label={label} problem={problem} hint={hint} wide>
            {control({
              id,
              value: bound.state.value,
              onChange: (event) => bound.handleChange(event.target.value),
              onBlur: bound.handleBlur,
              ...describedBy(id, problem),
            })}
          </Field>
        );
      }}
    </parts.form.Field>
  );

  return (
    <>
      {field('reason', t`Reason`, (props) => (
        <select className={form.select} {...props}>
          <option value="">{t`Choose a reason`}</option>
          {reasons.map(({ code, label }) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </select>
      ))}
      {field(
        'contact',
        t`Contact (optional)`,
        (props) => (
          <input className={form.input} autoComplete="tel" maxLength={40} {...props} />
        ),
        t`A phone number or email address, if we should reach you another way`,
      )}
      {field('remark', t`Remark (optional)`, (props) => (
        <textarea
          className={`${form.input} ${dialogs.textarea}`}
          rows={3}
          maxLength={500}
          {...props}
        />
      ))}
    </>
  );
}
