import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { CheckboxField } from '../../../ui/forms/CheckboxField';
import { RequiredMark } from '../../../ui/forms/Required';
import { useProblemText } from '../problem-messages';
import type { Problem } from '../validation';
import { AgreementDialog, type AgreementType } from './AgreementDialog';
import styles from './forms.module.css';

/** The privacy consent box; the policy and the terms open in place, the form stays as it is. */
export function PrivacyConsent({
  id,
  checked,
  onChecked,
  onBlur,
  problem,
  required = false,
}: {
  id: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  onBlur: () => void;
  problem: Problem | undefined;
  /** Marked as required, in a form that explains its marks. */
  required?: boolean;
}) {
  const problemText = useProblemText();
  const [reading, setReading] = useState<AgreementType | null>(null);
  return (
    <>
      <CheckboxField
        id={id}
        checked={checked}
        onChecked={onChecked}
        onBlur={onBlur}
        problem={problemText(problem)}
        required={required}
        quiet
      >
        <label htmlFor={id}>
          <Trans>I have read and agree to the privacy policy and the terms and conditions.</Trans>
        </label>
        {required && <RequiredMark />}{' '}
        <button type="button" className={styles.inlineLink} onClick={() => setReading('privacy')}>
          <Trans>Read the privacy policy</Trans>
        </button>{' '}
        <button type="button" className={styles.inlineLink} onClick={() => setReading('terms')}>
          <Trans>Read the terms</Trans>
        </button>
      </CheckboxField>
      {reading && <AgreementDialog type={reading} onClose={() => setReading(null)} />}
    </>
  );
}
