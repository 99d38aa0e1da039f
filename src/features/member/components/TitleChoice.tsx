import { useLingui } from '@lingui/react/macro';
import { TITLES, type Title } from '../../../../contract/rules';
import { FieldMessage, describedBy } from '../../../ui/forms/Field';
import styles from '../../../ui/forms/form.module.css';

/** Mr. or Ms., as radio buttons sharing one message line. */
export function TitleChoice({
  id,
  value,
  problem,
  onChoose,
  onBlur,
}: {
  id: string;
  value: string;
  problem: string | undefined;
  onChoose: (title: Title) => void;
  onBlur: () => void;
}) {
  const { t } = useLingui();
  const titleNames: Record<Title, string> = { 'Mr.': t`Mr.`, 'Ms.': t`Ms.` };
  return (
    <fieldset className={`${styles.fieldset} ${styles.span}`}>
      <legend className={styles.legend}>{t`Title`}</legend>
      <div className={styles.choices}>
        {TITLES.map((title) => (
          <label key={title} className={styles.choice}>
            <input
              type="radio"
              name={id}
              value={title}
              checked={value === title}
              onChange={() => onChoose(title)}
              onBlur={onBlur}
              {...describedBy(id, problem)}
            />
            {titleNames[title]}
          </label>
        ))}
      </div>
      <FieldMessage id={id} problem={problem} />
    </fieldset>
  );
}
