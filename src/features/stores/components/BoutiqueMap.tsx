import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Store } from '../../../../contract/store';
import { layoutMap } from '../map-layout';
import styles from './BoutiqueMap.module.css';

/** The least distance between two markers (a share of the width) and about how wide it is. */
const VIEW = { wide: { gap: 0.04, widthPx: 590 }, narrow: { gap: 0.07, widthPx: 350 } };

/**
 * Every boutique at its place, the chosen city's stand out; pressing a marker selects its
 * boutique. Drawn by the page: a graticule and the cities' names, no tiles and no borders.
 */
export function BoutiqueMap({
  stores,
  chosenCity,
  selectedId,
  onSelect,
  wide,
}: {
  stores: Store[];
  chosenCity: string | undefined;
  selectedId: number | null;
  onSelect: (store: Store) => void;
  wide: boolean;
}) {
  const { t } = useLingui();
  const layout = useMemo(
    () => layoutMap(stores, { ...(wide ? VIEW.wide : VIEW.narrow), chosenCity }),
    [stores, wide, chosenCity],
  );
  if (!layout) return null;
  const byId = new Map(stores.map((store) => [store.id, store]));
  const percent = (share: number) => `${(share * 100).toFixed(3)}%`;

  return (
    <figure className={styles.figure}>
      <div
        className={styles.canvas}
        style={{ aspectRatio: `1 / ${layout.aspect.toFixed(4)}` }}
        role="group"
        aria-label={t`Map of the boutiques`}
      >
        <svg
          className={styles.grid}
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          {layout.meridians.map((line) => (
            <line key={`m${line.label}`} x1={line.at * 100} x2={line.at * 100} y1={0} y2={100} />
          ))}
          {layout.parallels.map((line) => (
            <line key={`p${line.label}`} y1={line.at * 100} y2={line.at * 100} x1={0} x2={100} />
          ))}
        </svg>
        <div aria-hidden="true">
          {layout.meridians.map((line) => (
            <span key={line.label} className={styles.lonLabel} style={{ left: percent(line.at) }}>
              {line.label}
            </span>
          ))}
          {layout.parallels.map((line) => (
            <span key={line.label} className={styles.latLabel} style={{ top: percent(line.at) }}>
              {line.label}
            </span>
          ))}
          {layout.cities.map((city) => (
            <span
              key={city.code}
              className={`${styles.cityLabel} ${styles[city.side]} ${
                city.code === chosenCity ? styles.chosenLabel : ''
              }`}
              style={{ left: percent(city.x), top: percent(city.y) }}
            >
              {city.name}
            </span>
          ))}
        </div>
        {layout.points.map((point) => {
          const store = byId.get(point.id);
          if (!store) return null;
          const state =
            store.id === selectedId
              ? styles.selected
              : chosenCity === undefined || store.city_code === chosenCity
                ? styles.chosen
                : styles.other;
          return (
            <button
              key={point.id}
              type="button"
              className={`${styles.marker} ${state}`}
              style={{ left: percent(point.x), top: percent(point.y) }}
              aria-label={`${store.name}, ${store.city_name}`}
              aria-pressed={store.id === selectedId}
              onClick={() => onSelect(store)}
            />
          );
        })}
      </div>
      <figcaption className={styles.caption}>
        {t`Press a boutique on the map to see its address and opening hours.`}
      </figcaption>
    </figure>
  );
}
