import { useLingui } from '@lingui/react/macro';
import type { ScreenData } from '../../../../contract/catalogue';
import { Icon } from '../../../ui/Icon';
import {
  FILTER_GROUPS,
  selectedValues,
  type FilterGroup,
  type ProductListSearch,
} from '../search-params';
import styles from './ActiveFilters.module.css';

/** The chosen filters as removable chips, with "Clear all". */
export function ActiveFilters({
  screen,
  search,
  onToggle,
  onClear,
}: {
  screen: ScreenData;
  search: ProductListSearch;
  onToggle: (group: FilterGroup, optionId: string) => void;
  onClear: () => void;
}) {
  const { t } = useLingui();
  const chips = FILTER_GROUPS.flatMap((group) =>
    selectedValues(search, group).map((value) => {
      const id = String(value);
      const option = screen[group]?.find((o) => o.id === id);
      return { group, id, name: option?.name ?? id };
    }),
  );
  if (!chips.length) return null;
  return (
    <ul className={styles.chips} aria-label={t`Chosen filters`}>
      {chips.map(({ group, id, name }) => (
        <li key={`${group}:${id}`}>
          <button
            type="button"
            className={styles.chip}
            onClick={() => onToggle(group, id)}
            aria-label={t`Remove filter ${name}`}
          >
            {name}
            <Icon name="close" size={12} />
          </button>
        </li>
      ))}
      <li>
        <button type="button" className={styles.clear} onClick={onClear}>
          {t`Clear all`}
        </button>
      </li>
    </ul>
  );
}
