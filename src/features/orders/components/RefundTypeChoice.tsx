import { useLingui } from '@lingui/react/macro';
import type { OrderDetail, RefundType } from '../../../../contract/order';
import { FieldMessage, describedBy } from '../../../ui/forms/Field';
import { problemOf } from '../../../ui/forms/checked-form';
import form from '../../../ui/forms/form.module.css';
import { useOrderProblemText, useRefundTypeLabels } from './labels';
import type { RefundFormParts } from './useRefundForm';

/** Refund only, or return and refund; a type the order does not allow yet says why. */
export function RefundTypeChoice({ order, parts }: { order: OrderDetail; parts: RefundFormParts }) {
  const { t } = useLingui();
  const problemText = useOrderProblemText();
  const typeLabels = useRefundTypeLabels();
  const { allowed, fieldId } = parts;
  return (
    <parts.form.Field name="type" validators={parts.checkOf('type')}>
      {(field) => {
        const problem = problemText(problemOf(field));
        return (
          <fieldset className={`${form.fieldset} ${form.span}`}>
            <legend className={form.legend}>{t`Type of service`}</legend>
            <div className={form.choices}>
              {(['refund', 'return'] as const satisfies RefundType[]).map((type) => (
                <label key={type} className={form.choice}>
                  <input
                    type="radio"
                    name={fieldId('type')}
                    value={type}
                    checked={field.state.value === type}
                    disabled={!allowed.includes(type)}
                    onChange={() => field.handleChange(type)}
                    {...describedBy(fieldId('type'), problem)}
                  />
                  {typeLabels[type]}
                </label>
              ))}
            </div>
            <FieldMessage
              id={fieldId('type')}
              problem={problem}
              hint={
                allowed.includes('return')
                  ? undefined
                  : order.status === 'completed'
                    ? t`Returns are accepted within 7 days of signing for.`
                    : t`A return can be asked for once you have confirmed receipt.`
              }
            />
          </fieldset>
        );
      }}
    </parts.form.Field>
  );
}
