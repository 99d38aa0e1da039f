import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { appState } from '../../app';
import { districtQueryOptions } from '../api';
import { chooseDistrict, districtParent, type DistrictChoice, type DistrictLevel } from '../model';
import { FieldMessage } from '../../../ui/forms/Field';
import styles from '../../../ui/forms/form.module.css';

/**
 * Province, then city, then area (spec §5: the upper level first). A list shows only once its
 * parent is chosen, and choosing a parent clears what was chosen below it.
 */
export function DistrictFields({
  id,
  value,
  onChange,
  onBlur,
  problem,
  invalid = Boolean(problem),
  describedBy,
}: {
  id: string;
  value: DistrictChoice;
  onChange: (next: DistrictChoice) => void;
  onBlur?: () => void;
  problem?: string | undefined;
  /** Marks the unchosen lists invalid (with or without a message here). */
  invalid?: boolean;
  /** The id of a message elsewhere in the form that explains the problem. */
  describedBy?: string | undefined;
}) {
  const { t } = useLingui();
  const levels: { level: DistrictLevel; label: string }[] = [
    { level: 'province_code', label: t`Province` },
    { level: 'city_code', label: t`City` },
    { level: 'area_code', label: t`Area` },
  ];
  return (
    <fieldset
      className={`${styles.fieldset} ${styles.span}`}
      aria-describedby={problem ? `${id}-problem` : describedBy}
    >
      <legend className={styles.legend}>{t`Province, city and area`}</legend>
      <div className={styles.districts}>
        {levels.map(({ level, label }) => (
          <DistrictSelect
            key={level}
            id={`${id}-${level}`}
            label={label}
            parent={districtParent(value, level)}
            value={value[level]}
            invalid={invalid && !value[level]}
            soleChosen={level === 'area_code'}
            onChange={(code) => onChange(chooseDistrict(value, level, code))}
            onBlur={onBlur}
          />
        ))}
      </div>
      <FieldMessage id={id} problem={problem} />
    </fieldset>
  );
}

function DistrictSelect({
  id,
  label,
  parent,
  value,
  invalid,
  soleChosen,
  onChange,
  onBlur,
}: {
  id: string;
  label: string;
  /** '' for provinces; null while the level above is not chosen. */
  parent: string | null;
  value: string;
  invalid: boolean;
  /** A list of one place has it chosen. */
  soleChosen: boolean;
  onChange: (code: string) => void;
  onBlur?: (() => void) | undefined;
}) {
  const { lang } = useSnapshot(appState);
  const list = useQuery({ ...districtQueryOptions(parent ?? '', lang), enabled: parent !== null });
  const options = parent === null ? [] : (list.data ?? []);
  // A code the list no longer offers (an area merged away since the address was saved) is
  // cleared, so that the form asks for a current one instead of sending the old one again.
  const listed = options.some((option) => option.code === value);
  const unlisted = parent !== null && list.isSuccess && value !== '' && !listed;
  useEffect(() => {
    if (unlisted) onChange('');
  }, [unlisted, onChange]);
  // An area list of one place is a county-level city its province governs itself, whose one
  // area is itself (湖北省 › 仙桃市 › 仙桃市): it is chosen for the shopper.
  const only =
    soleChosen && parent !== null && list.isSuccess && options.length === 1
      ? options[0]
      : undefined;
  const chooseOnly = only !== undefined && value === '' ? only.code : null;
  useEffect(() => {
    if (chooseOnly !== null) onChange(chooseOnly);
  }, [chooseOnly, onChange]);
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={listed ? value : ''}
        disabled={parent === null || options.length === 0}
        aria-invalid={invalid || undefined}
        aria-busy={list.isFetching || undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        <option value="">{label}</option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </>
  );
}
