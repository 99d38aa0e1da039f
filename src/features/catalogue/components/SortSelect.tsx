import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { GoodsSort } from '../../../../contract/catalogue';
import { SORTS } from '../search-params';
import { SORT_LABELS } from './filterLabels';
import styles from './SortSelect.module.css';

/** The desktop sort menu: a labelled native select. */
export function SortSelect({
  value,
  onChange,
}: {
  value: GoodsSort;
  onChange: (sort: GoodsSort) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.label}>
        {t`Sort by`}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => {
          const sort = SORTS.find((s) => s === event.target.value);
          if (sort) onChange(sort);
        }}
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {i18n._(SORT_LABELS[sort])}
          </option>
        ))}
      </select>
    </div>
  );
}
