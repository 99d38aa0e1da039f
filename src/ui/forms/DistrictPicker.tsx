import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import {
  chooseDistrict,
  districtParent,
  type DistrictChoice,
  type DistrictLevel,
} from './district-choice';
import { FieldMessage } from './Field';
import styles from './form.module.css';

/** A place of a district list: its code and its name in the shopper's language. */
export interface Place {
  code: string;
  name: string;
}

/**
 * The hook that lists the places under a parent code ('' for the provinces; null while the level
 * above is not chosen, when it lists nothing and asks for nothing).
 */
export type PlacesHook = (parentCode: string | null) => {
  data?: readonly Place[] | undefined;
  isSuccess: boolean;
  isFetching: boolean;
};

/**
 * Province, then city, then area (spec §5: the upper level first). A list shows only once its
 * parent is chosen, and choosing a parent clears what was chosen below it.
 */
export function DistrictPicker({
  id,
  usePlaces,
  value,
  onChange,
  onBlur,
  problem,
  invalid = Boolean(problem),
  describedBy,
}: {
  id: string;
  /** Where the lists come from (the shop's district service, in the shopper's language). */
  usePlaces: PlacesHook;
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
            usePlaces={usePlaces}
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
  usePlaces,
  label,
  parent,
  value,
  invalid,
  soleChosen,
  onChange,
  onBlur,
}: {
  id: string;
  usePlaces: PlacesHook;
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
  const list = usePlaces(parent);
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
