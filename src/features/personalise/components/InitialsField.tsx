import { Plural, useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import type { LettersProblem } from '../model';
import styles from './Workbench.module.css';

interface InitialsFieldProps {
  ref: Ref<HTMLInputElement>;
  typed: string;
  onType: (value: string) => void;
  problem: LettersProblem;
  /** The shopper tried to add the piece without initials. */
  missing: boolean;
  max: number;
  /** Characters left before `max`; negative once past it. */
  left: number;
}

/** The initials' input, with the characters left, the rule and what is wrong. */
export function InitialsField({
  ref,
  typed,
  onType,
  problem,
  missing,
  max,
  left,
}: InitialsFieldProps) {
  const { t } = useLingui();
  const letterMessages = {
    format: t`Format error: letters A–Z and digits only, up to ${max} characters`,
    repeated: t`Too many repeated characters: each character at most 2 times`,
  };
  const lettersError = problem
    ? letterMessages[problem]
    : missing
      ? t`Please enter your initials`
      : null;

  return (
    <div className={styles.field}>
      <label htmlFor="custom-letters" className={styles.label}>
        {t`Your initials`}
      </label>
      <input
        ref={ref}
        id="custom-letters"
        className={`${styles.letters} ${lettersError ? styles.invalid : ''}`}
        value={typed}
        onChange={(event) => onType(event.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        aria-invalid={lettersError ? true : undefined}
        aria-describedby="custom-letters-hint custom-letters-error"
      />
      <p id="custom-letters-hint" className={styles.hint} aria-live="polite">
        {left >= 0 ? (
          <Plural value={left} one="# character left" other="# characters left" />
        ) : (
          <Plural value={max} one="Up to # character" other="Up to # characters" />
        )}
        <span aria-hidden="true"> · </span>
        {t`Letters A–Z and digits; each character at most twice`}
      </p>
      <p id="custom-letters-error" className={styles.error} role="alert">
        {lettersError}
      </p>
    </div>
  );
}
