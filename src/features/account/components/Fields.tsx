import { useLingui } from '@lingui/react/macro';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { PROBLEM_MESSAGES } from '../problem-messages';
import type { Problem } from '../validation';
import styles from './Fields.module.css';

export const problemId = (id: string) => `${id}-problem`;

/** A spec §5 message under its field, in the shopper's language. */
export function ProblemText({ id, problem }: { id: string; problem: Problem | undefined }) {
  const { i18n } = useLingui();
  if (!problem) return null;
  return (
    <p id={problemId(id)} className={styles.problem}>
      {i18n._(PROBLEM_MESSAGES[problem])}
    </p>
  );
}

/** The attributes a control needs to announce its problem. */
export function problemProps(id: string, problem: Problem | undefined) {
  return {
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? problemId(id) : undefined,
  } as const;
}

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;

interface TextFieldProps extends InputProps {
  id: string;
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  problem: Problem | undefined;
  /** Beside the input: the graphic code's picture or the "Get code" button. */
  addon?: ReactNode;
  /** Under the input, above its problem: a hint or a live status. */
  note?: ReactNode;
}

export function TextField({
  id,
  label,
  value,
  onValue,
  problem,
  addon,
  note,
  className,
  ...input
}: TextFieldProps) {
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={styles.input}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          {...problemProps(id, problem)}
          {...input}
        />
        {addon}
      </div>
      {note}
      <ProblemText id={id} problem={problem} />
    </div>
  );
}

interface CheckboxFieldProps {
  id: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  onBlur?: () => void;
  problem?: Problem;
  children: ReactNode;
}

export function CheckboxField({
  id,
  checked,
  onChecked,
  onBlur,
  problem,
  children,
}: CheckboxFieldProps) {
  return (
    <div className={styles.check}>
      <div className={styles.checkRow}>
        <input
          id={id}
          type="checkbox"
          className={styles.box}
          checked={checked}
          onChange={(event) => onChecked(event.target.checked)}
          onBlur={onBlur}
          {...problemProps(id, problem)}
        />
        <div className={styles.checkLabel}>{children}</div>
      </div>
      <ProblemText id={id} problem={problem} />
    </div>
  );
}

/** What the server said when it refused a form: next to the form, announced at once. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <p className={styles.alert} role="alert">
      {message}
    </p>
  );
}
