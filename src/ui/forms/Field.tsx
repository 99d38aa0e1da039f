import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './form.module.css';

/** A labelled form control with its message underneath (ids tie the three together). */
export function Field({
  id,
  label,
  problem,
  hint,
  rule,
  wide = false,
  children,
}: {
  id: string;
  label: ReactNode;
  problem?: string | undefined;
  hint?: ReactNode;
  /** What the field takes: under it from the start, kept while a problem shows. */
  rule?: ReactNode;
  /** Spans both columns of a two-column form. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`${styles.field} ${wide ? styles.span : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {rule !== undefined && (
        <p id={`${id}-rule`} className={styles.rule}>
          {rule}
        </p>
      )}
      <FieldMessage id={id} problem={problem} hint={hint} />
    </div>
  );
}

/** What a text input needs of its form field. */
export interface TextFieldState {
  state: { value: string };
  handleChange: (value: string) => void;
  handleBlur: () => void;
}

/**
 * A labelled text input bound to a form field, with its problem (or hint) underneath; a field
 * whose problem the whole form shows names that message (`summaryId`).
 */
export function FieldInput({
  id,
  label,
  field,
  problem,
  hint,
  rule,
  wide,
  summaryId,
  ...control
}: {
  id: string;
  label: ReactNode;
  field: TextFieldState;
  problem?: string | undefined;
  hint?: ReactNode;
  rule?: ReactNode;
  wide?: boolean;
  summaryId?: string | undefined;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'onBlur'>) {
  return (
    <Field id={id} label={label} problem={problem} hint={hint} rule={rule} wide={wide}>
      <input
        id={id}
        className={styles.input}
        {...control}
        value={field.state.value}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={field.handleBlur}
        {...describedBy(id, problem, summaryId, rule !== undefined)}
      />
    </Field>
  );
}

/**
 * The line under a control: its problem, or else its hint. The line is always there, so that a
 * message appearing as the shopper leaves a field does not move what they are about to press.
 */
export function FieldMessage({
  id,
  problem,
  hint,
}: {
  id: string;
  problem?: string | undefined;
  hint?: ReactNode;
}) {
  return problem ? (
    <p id={`${id}-problem`} className={styles.problem} role="alert">
      {problem}
    </p>
  ) : (
    <p className={styles.hint}>{hint}</p>
  );
}

/**
 * The props that tie a control to its Field's message, or to a message the whole form shows
 * (`summaryId`) when the field is invalid without a message of its own; a field with a rule
 * (`hasRule`) is described by it first.
 */
export function describedBy(
  id: string,
  problem: string | undefined,
  summaryId?: string,
  hasRule = false,
) {
  const rule = hasRule ? [`${id}-rule`] : [];
  const described = (...ids: string[]) => ({ 'aria-describedby': [...rule, ...ids].join(' ') });
  if (problem) return { 'aria-invalid': true, ...described(`${id}-problem`) };
  if (summaryId) return { 'aria-invalid': true, ...described(summaryId) };
  return hasRule ? described() : {};
}
