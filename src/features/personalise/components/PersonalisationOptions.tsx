import { useLingui } from '@lingui/react/macro';
import type { CustomOptions } from '../../../../contract/personalise';
import { problemOf } from '../../../ui/forms/checked-form';
import { OptionGroup } from './OptionGroup';
import type { ComposerParts } from './useComposerForm';
import styles from './Workbench.module.css';

/** A group of radio buttons bound to a field holding the chosen code. */
function oneOf(field: { state: { value: string }; handleChange: (code: string) => void }) {
  return {
    chosen: [field.state.value],
    onChange: ([code = '']: string[]) => field.handleChange(code),
  };
}

/** The choices around the initials: position, colours, and the optional pendants and inner area. */
export function PersonalisationOptions({
  composer,
  options,
}: {
  composer: ComposerParts;
  options: CustomOptions;
}) {
  const { t } = useLingui();
  const { form, checkOf } = composer;
  return (
    <>
      <form.Field name="position" validators={checkOf('position')}>
        {(field) => (
          <OptionGroup
            name="custom-position"
            legend={t`Position`}
            options={options.positions}
            {...oneOf(field)}
            error={problemOf(field) ? t`Please choose a position` : null}
          />
        )}
      </form.Field>
      <form.Field name="letterColor" validators={checkOf('letterColor')}>
        {(field) => (
          <OptionGroup
            name="letter-colour"
            legend={t`Colour of the letters`}
            options={options.letter_colors}
            {...oneOf(field)}
            error={problemOf(field) ? t`Please choose a colour for the letters` : null}
          />
        )}
      </form.Field>
      {composer.showNumbers && (
        <form.Field name="numberColor">
          {(field) => (
            <OptionGroup
              name="number-colour"
              legend={t`Colour of the numbers`}
              options={options.number_colors}
              {...oneOf(field)}
            />
          )}
        </form.Field>
      )}
      {options.pendants.length > 0 && (
        <form.Field name="pendants">
          {(field) => (
            <OptionGroup
              name="pendants"
              legend={
                <>
                  {t`Pendants`} <span className={styles.optional}>{t`Optional`}</span>
                </>
              }
              options={options.pendants}
              chosen={field.state.value}
              multiple
              onChange={field.handleChange}
            />
          )}
        </form.Field>
      )}
      {options.inner_areas.length > 0 && (
        <form.Field name="innerArea">
          {(field) => (
            <OptionGroup
              name="inner-area"
              legend={
                <>
                  {t`Inner bag area`} <span className={styles.optional}>{t`Optional`}</span>
                </>
              }
              options={[
                { code: '', name: t({ message: 'None', context: 'inner area' }) },
                ...options.inner_areas,
              ]}
              {...oneOf(field)}
            />
          )}
        </form.Field>
      )}
    </>
  );
}
