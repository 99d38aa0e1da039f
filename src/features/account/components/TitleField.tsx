import { Trans, useLingui } from '@lingui/react/macro';
import { TITLES, type Title } from '../../../../contract/rules';
import { describedBy, FieldMessage } from '../../../ui/forms/Field';
import { RequiredMark } from '../../../ui/forms/Required';
import { useProblemText } from '../problem-messages';
import type { Problem } from '../validation';
import styles from './forms.module.css';

/** Mr. or Ms., as two radio buttons; the first one carries the id that focus goes to. */
export function TitleField({
  id,
  value,
  onValue,
  onBlur,
  problem,
  required = false,
}: {
  id: string;
  value: Title | '';
  onValue: (value: Title) => void;
  onBlur: () => void;
  problem: Problem | undefined;
  /** Marked as required, in a form that explains its marks. */
  required?: boolean;
}) {
  const { t } = useLingui();
  const message = useProblemText()(problem);
  const labels: Record<Title, string> = { 'Mr.': t`Mr.`, 'Ms.': t`Ms.` };
  return (
    <fieldset className={styles.fieldset}>
      <legend id={`${id}-legend`} className={styles.legend}>
        <Trans>Title</Trans>
        {required && <RequiredMark />}
      </legend>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-legend`}
        aria-required={required || undefined}
        className={styles.radios}
        {...describedBy(id, message)}
      >
        {TITLES.map((title, index) => (
          <label key={title} className={styles.radio}>
            <input
              id={index === 0 ? id : `${id}-${index}`}
              type="radio"
              name={id}
              value={title}
              checked={value === title}
              onChange={() => onValue(title)}
              onBlur={onBlur}
            />
            {labels[title]}
          </label>
        ))}
      </div>
      <FieldMessage id={id} problem={message} quiet />
    </fieldset>
  );
}
