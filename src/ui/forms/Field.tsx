import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './form.module.css';
import { RequiredMark } from './Required';

interface FieldParts {
  id: string;
  label: ReactNode;
  problem?: string | undefined;
  hint?: ReactNode;
  /** What the field takes: under it from the start, kept while a problem shows. */
  rule?: ReactNode;
  /** Under the control and its rule, above its message: a hint or a live status of its own. */
  note?: ReactNode;
  /** Beside the control, as tall as it: a picture to read, a button that serves the field. */
  addon?: ReactNode;
  /**
   * Marked as required beside the label (the form's `RequiredLegend` says what the mark means);
   * the control itself says so with `aria-required`.
   */
  required?: boolean;
  /** The problem is read with its control rather than announced (see `FieldMessage`). */
  quiet?: boolean;
  /** Spans both columns of a two-column form. */
  wide?: boolean;
}

/** A labelled form control with its message underneath (ids tie the three together). */
export function Field({
  id,
  label,
  problem,
  hint,
  rule,
  note,
  addon,
  required = false,
  quiet = false,
  wide = false,
  children,
}: FieldParts & { children: ReactNode }) {
  const labelElement = (
    <label htmlFor={id} className={styles.label}>
      {label}
    </label>
  );
  return (
    <div className={`${styles.field} ${wide ? styles.span : ''}`}>
      {required ? (
        // The mark beside the label, not in it: the field's name stays its label's words.
        <div className={styles.labelLine}>
          {labelElement}
          <RequiredMark />
        </div>
      ) : (
        labelElement
      )}
      {addon === undefined ? (
        children
      ) : (
        <div className={styles.row}>
          {children}
          {addon}
        </div>
      )}
      {rule !== undefined && (
        <p id={`${id}-rule`} className={styles.rule}>
          {rule}
        </p>
      )}
      {note}
      <FieldMessage id={id} problem={problem} hint={hint} quiet={quiet} />
    </div>
  );
}

/** What a text input needs of its form field. */
export interface TextFieldState {
  state: { value: string };
  handleChange: (value: string) => void;
  handleBlur: () => void;
}

/** What a form may give a `FieldInput` besides its id, label and field. */
export type FieldInputOptions = Omit<FieldParts, 'id' | 'label'> & {
  summaryId?: string | undefined;
} & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'id' | 'value' | 'onChange' | 'onBlur' | 'required'
  >;

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
  note,
  addon,
  required,
  quiet,
  wide,
  summaryId,
  ...control
}: { id: string; label: ReactNode; field: TextFieldState } & FieldInputOptions) {
  return (
    <Field
      id={id}
      label={label}
      problem={problem}
      hint={hint}
      rule={rule}
      note={note}
      addon={addon}
      required={required}
      quiet={quiet}
      wide={wide}
    >
      <input
        id={id}
        className={styles.input}
        {...control}
        value={field.state.value}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={field.handleBlur}
        aria-required={required || undefined}
        {...describedBy(id, problem, summaryId, rule !== undefined)}
      />
    </Field>
  );
}

/**
 * The line under a control: its problem, or else its hint. The line is always there, so that a
 * message appearing as the shopper leaves a field does not move what they are about to press.
 * A `quiet` field (the sign-in's, where focus goes to the first wrong field after a refused
 * submit) keeps no line: its problem shows only when there is one, without `role="alert"`, and is
 * read as the control's description when the shopper reaches it.
 */
export function FieldMessage({
  id,
  problem,
  hint,
  quiet = false,
}: {
  id: string;
  problem?: string | undefined;
  hint?: ReactNode;
  quiet?: boolean;
}) {
  if (problem) {
    return (
      <p id={`${id}-problem`} className={styles.problem} role={quiet ? undefined : 'alert'}>
        {problem}
      </p>
    );
  }
  if (quiet && hint === undefined) return null;
  return <p className={styles.hint}>{hint}</p>;
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
