import { useLingui } from '@lingui/react/macro';
import type { CustomOptions } from '../../../../contract/personalise';
import type { Choice, Missing } from '../model';
import { OptionGroup } from './OptionGroup';
import styles from './Workbench.module.css';

interface PersonalisationOptionsProps {
  options: CustomOptions;
  choice: Choice;
  missing: Missing | null;
  /** The numbers' colour is asked for only when the initials hold digits. */
  showNumbers: boolean;
  update: (change: Partial<Choice>) => void;
}

/** The choices around the initials: position, colours, and the optional pendants and inner area. */
export function PersonalisationOptions({
  options,
  choice,
  missing,
  showNumbers,
  update,
}: PersonalisationOptionsProps) {
  const { t } = useLingui();
  return (
    <>
      <OptionGroup
        name="custom-position"
        legend={t`Position`}
        options={options.positions}
        chosen={[choice.position]}
        onChange={([code = '']) => update({ position: code })}
        error={missing === 'position' ? t`Please choose a position` : null}
      />
      <OptionGroup
        name="letter-colour"
        legend={t`Colour of the letters`}
        options={options.letter_colors}
        chosen={[choice.letterColor]}
        onChange={([code = '']) => update({ letterColor: code })}
        error={missing === 'letterColor' ? t`Please choose a colour for the letters` : null}
      />
      {showNumbers && (
        <OptionGroup
          name="number-colour"
          legend={t`Colour of the numbers`}
          options={options.number_colors}
          chosen={[choice.numberColor]}
          onChange={([code = '']) => update({ numberColor: code })}
        />
      )}
      {options.pendants.length > 0 && (
        <OptionGroup
          name="pendants"
          legend={
            <>
              {t`Pendants`} <span className={styles.optional}>{t`Optional`}</span>
            </>
          }
          options={options.pendants}
          chosen={choice.pendants}
          multiple
          onChange={(codes) => update({ pendants: codes })}
        />
      )}
      {options.inner_areas.length > 0 && (
        <OptionGroup
          name="inner-area"
          legend={
            <>
              {t`Inner bag area`} <span className={styles.optional}>{t`Optional`}</span>
            </>
          }
          options={[{ code: '', name: t`None` }, ...options.inner_areas]}
          chosen={[choice.innerArea]}
          onChange={([code = '']) => update({ innerArea: code })}
        />
      )}
    </>
  );
}
