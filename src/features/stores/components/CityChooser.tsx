import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { StoreRegion } from '../../../../contract/store';
import { cityGroups } from '../model';
import styles from './CityChooser.module.css';

const ALL = '';

/** The city whose boutiques are shown, grouped by province; "All cities" by default. */
export function CityChooser({
  countries,
  city,
  onChoose,
}: {
  countries: StoreRegion[];
  city: string | undefined;
  onChoose: (city: string | undefined) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className={styles.chooser}>
      <label htmlFor={id} className={styles.label}>
        {t`City`}
      </label>
      <select
        id={id}
        className={styles.select}
        value={city ?? ALL}
        onChange={(event) => onChoose(event.target.value === ALL ? undefined : event.target.value)}
      >
        <option value={ALL}>{t`All cities`}</option>
        {cityGroups(countries).map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.cities.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
