import type { ComponentProps, ReactNode } from 'react';
import { describedBy, Field, FieldMessage } from '../../../ui/forms/Field';
import form from '../../../ui/forms/form.module.css';

export interface Choice {
  value: string | number;
  label: ReactNode;
}

/** A labelled select whose first, empty option asks to choose. */
export function SelectField({
  id,
  label,
  problem,
  hint,
  placeholder,
  choices,
  ...select
}: {
  id: string;
  label: string;
  problem: string | undefined;
  hint?: ReactNode;
  placeholder: string;
  choices: readonly Choice[];
} & Omit<ComponentProps<'select'>, 'id' | 'children' | 'className'>) {
  return (
    <Field id={id} label={label} problem={problem} hint={hint}>
      <select id={id} {...describedBy(id, problem)} {...select} className={form.select}>
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A labelled group of radio buttons with its message underneath. */
export function RadioChoices({
  id,
  label,
  problem,
  choices,
  value,
  onChoose,
  onBlur,
  wide = false,
}: {
  id: string;
  label: string;
  problem: string | undefined;
  choices: readonly Choice[];
  value: string;
  onChoose: (value: string) => void;
  onBlur?: () => void;
  /** Alone on its row: no empty message line is kept to align it with a neighbour. */
  wide?: boolean;
}) {
  return (
    <div className={wide ? `${form.fieldset} ${form.span}` : form.fieldset}>
      <span className={form.label} id={`${id}-label`}>
        {label}
      </span>
      <div
        className={form.choices}
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        {...describedBy(id, problem)}
      >
        {choices.map((choice) => (
          <label key={choice.value} className={form.choice}>
            <input
              type="radio"
              name={id}
              value={choice.value}
              checked={value === String(choice.value)}
              onChange={() => onChoose(String(choice.value))}
              onBlur={onBlur}
            />
            {choice.label}
          </label>
        ))}
      </div>
      {wide && !problem ? null : <FieldMessage id={id} problem={problem} />}
    </div>
  );
}
