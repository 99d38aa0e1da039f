import { Trans, useLingui } from '@lingui/react/macro';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { PASSWORD_RULE, PROBLEM_MESSAGES } from '../problem-messages';
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

export const ruleId = (id: string) => `${id}-rule`;

/** What a new password takes, in the shopper's language (a TextField's `rule`). */
export function PasswordRule() {
  const { i18n } = useLingui();
  return <>{i18n._(PASSWORD_RULE)}</>;
}

/**
 * The attributes a control needs to announce its problem, and the rule under it (`hasRule`),
 * which it is described by before anything is typed.
 */
export function problemProps(id: string, problem: Problem | undefined, hasRule = false) {
  const described = [hasRule && ruleId(id), problem && problemId(id)].filter(Boolean).join(' ');
  return {
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': described || undefined,
  } as const;
}

/** The mark of a required field; the form's legend says what it means. */
export function RequiredMark() {
  return (
    <span className={styles.mark} aria-hidden="true">
      *
    </span>
  );
}

/** Above a form that marks its required fields: what the mark means. */
export function RequiredLegend() {
  return (
    <p className={styles.requiredLegend}>
      <Trans>
        Fields marked <RequiredMark /> are required.
      </Trans>
    </p>
  );
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
  /** Under the input from the start, and read with it: what the field takes. */
  rule?: ReactNode;
  /** Marked, and announced, as required. */
  required?: boolean;
}

/** What a form may add to a TextField besides its id, label and bound value. */
export type TextFieldOptions = Omit<
  TextFieldProps,
  'id' | 'label' | 'value' | 'onValue' | 'problem'
>;

export function TextField({
  id,
  label,
  value,
  onValue,
  problem,
  addon,
  note,
  rule,
  required,
  className,
  ...input
}: TextFieldProps) {
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      {required ? (
        // The mark beside the label, not in it: the field's name stays its label's words.
        <div className={styles.labelLine}>
          <label htmlFor={id} className={styles.label}>
            {label}
          </label>
          <RequiredMark />
        </div>
      ) : (
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
      )}
      <div className={styles.row}>
        <input
          id={id}
          className={styles.input}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-required={required || undefined}
          {...problemProps(id, problem, rule !== undefined)}
          {...input}
        />
        {addon}
      </div>
      {rule !== undefined && (
        <p id={ruleId(id)} className={styles.rule}>
          {rule}
        </p>
      )}
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
  /** Announced as required; the label carries the mark. */
  required?: boolean;
  children: ReactNode;
}

export function CheckboxField({
  id,
  checked,
  onChecked,
  onBlur,
  problem,
  required,
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
          aria-required={required || undefined}
          {...problemProps(id, problem)}
        />
        <div className={styles.checkLabel}>{children}</div>
      </div>
      <ProblemText id={id} problem={problem} />
    </div>
  );
}
