import { Plural, useLingui } from '@lingui/react/macro';
import type { ComposerProblem } from '../validation';
import styles from './Workbench.module.css';

interface InitialsFieldProps {
  typed: string;
  onType: (value: string) => void;
  onBlur: () => void;
  problem: ComposerProblem | undefined;
  max: number;
  /** Characters left before `max`; negative once past it. */
  left: number;
}

/** The initials' input, with the characters left, the rule and what is wrong. */
export function InitialsField({ typed, onType, onBlur, problem, max, left }: InitialsFieldProps) {
  const { t } = useLingui();
  const messages: Record<ComposerProblem, string> = {
    format: t`Format error: letters A–Z and digits only, up to ${max} characters`,
    repeated: t`Too many repeated characters: each character at most 2 times`,
    required: t`Please enter your initials`,
  };
  const lettersError = problem ? messages[problem] : null;

  return (
    <div className={styles.field}>
      <label htmlFor="custom-letters" className={styles.label}>
        {t`Your initials`}
      </label>
      <input
        id="custom-letters"
        className={`${styles.letters} ${lettersError ? styles.invalid : ''}`}
        value={typed}
        onChange={(event) => onType(event.target.value.toUpperCase())}
        onBlur={onBlur}
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
