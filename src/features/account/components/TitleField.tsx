import { Trans, useLingui } from '@lingui/react/macro';
import { TITLES, type Title } from '../../../../contract/rules';
import type { Problem } from '../validation';
import { ProblemText, problemProps } from './Fields';
import styles from './forms.module.css';

/** Mr. or Ms., as two radio buttons; the first one carries the id that focus goes to. */
export function TitleField({
  id,
  value,
  onValue,
  onBlur,
  problem,
}: {
  id: string;
  value: Title | '';
  onValue: (value: Title) => void;
  onBlur: () => void;
  problem: Problem | undefined;
}) {
  const { t } = useLingui();
  const labels: Record<Title, string> = { 'Mr.': t`Mr.`, 'Ms.': t`Ms.` };
  return (
    <fieldset className={styles.fieldset}>
      <legend id={`${id}-legend`} className={styles.legend}>
        <Trans>Title</Trans>
      </legend>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-legend`}
        className={styles.radios}
        {...problemProps(id, problem)}
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
      <ProblemText id={id} problem={problem} />
    </fieldset>
  );
}
