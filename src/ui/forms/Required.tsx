import { Trans } from '@lingui/react/macro';
import styles from './form.module.css';

/** The mark of a required field; the form's `RequiredLegend` says what it means. */
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
