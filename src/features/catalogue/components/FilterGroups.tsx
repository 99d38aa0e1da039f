import { useLingui } from '@lingui/react/macro';
import type { ScreenData, ScreenOption } from '../../../../contract/catalogue';
import {
  FILTER_GROUPS,
  isSelected,
  selectedValues,
  type FilterGroup,
  type ProductListSearch,
} from '../search-params';
import { FILTER_LABELS } from './filterLabels';
import styles from './FilterGroups.module.css';

interface FilterGroupsProps {
  screen: ScreenData;
  search: ProductListSearch;
  onToggle: (group: FilterGroup, optionId: string) => void;
  /** Desktop side panel: collapsible groups; drawer: every group open. */
  collapsible?: boolean;
}

/** The five filters of spec §3 (series, colour, size, season, promotion) as check boxes. */
export function FilterGroups({ screen, search, onToggle, collapsible = false }: FilterGroupsProps) {
  const { i18n } = useLingui();
  return (
    <div className={styles.groups}>
      {FILTER_GROUPS.map((group) => {
        const options = screen[group] ?? [];
        if (!options.length) return null;
        const count = selectedValues(search, group).length;
        const title = (
          <>
            <span>{i18n._(FILTER_LABELS[group])}</span>
            {count > 0 && <span className={styles.count}>{count}</span>}
          </>
        );
        const body = (
          <Options
            group={group}
            options={options}
            search={search}
            onToggle={onToggle}
            legend={i18n._(FILTER_LABELS[group])}
          />
        );
        return collapsible ? (
          <details key={group} className={styles.group} open>
            <summary className={styles.summary}>{title}</summary>
            {body}
          </details>
        ) : (
          <section key={group} className={styles.group}>
            <h3 className={styles.heading}>{title}</h3>
            {body}
          </section>
        );
      })}
    </div>
  );
}

function Options({
  group,
  options,
  search,
  onToggle,
  legend,
}: {
  group: FilterGroup;
  options: ScreenOption[];
  search: ProductListSearch;
  onToggle: (group: FilterGroup, optionId: string) => void;
  legend: string;
}) {
  const layout = group === 'size' ? styles.sizes : group === 'color' ? styles.colors : styles.list;
  return (
    <fieldset className={styles.fieldset}>
      <legend className="visually-hidden">{legend}</legend>
      <div className={layout}>
        {options.map((option) => {
          const checked = isSelected(search, group, option.id);
          return (
            <label key={option.id} className={`${styles.option} ${checked ? styles.checked : ''}`}>
              <input
                type="checkbox"
                className={styles.input}
                checked={checked}
                onChange={() => onToggle(group, option.id)}
              />
              {group === 'color' ? (
                <span
                  className={styles.swatch}
                  style={{ backgroundColor: option.hex ?? 'transparent' }}
                  aria-hidden="true"
                />
              ) : group !== 'size' ? (
                <span className={styles.box} aria-hidden="true" />
              ) : null}
              <span className={styles.optionName}>{option.name}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
