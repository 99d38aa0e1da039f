import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Store } from '../../../../contract/store';
import { isWideWidth } from '../../../lib/device';
import { removeBootHero } from '../../../ui/boot-hero';
import { Button } from '../../../ui/Button';
import { appState } from '../../app';
import { storeCityQueryOptions, storeListQueryOptions } from '../api';
import { BoutiqueCard, boutiqueElementId } from '../components/BoutiqueCard';
import { BoutiqueMap } from '../components/BoutiqueMap';
import { CityChooser } from '../components/CityChooser';
import { useStoresMessages } from '../messages';
import { cityName, storesOfCity } from '../model';
import { setParam, type RouteSet } from '../../../lib/route-set';
import type { BoutiqueSearch } from '../search-params';
import styles from './BoutiquePage.module.css';

/** /otherPages/boutique and its twins: the boutiques of a city, listed and on a map. */
export function BoutiquePage({ routeSet, search }: { routeSet: RouteSet; search: BoutiqueSearch }) {
  useStoresMessages();
  // The opening document drew the heading and welcome where this page draws them.
  useLayoutEffect(removeBootHero, []);
  const { t } = useLingui();
  const { appWidth, lang } = useSnapshot(appState);
  const wide = routeSet === 'pc' || (routeSet === 'shared' && isWideWidth(appWidth));
  const cities = useSuspenseQuery(storeCityQueryOptions(lang)).data;
  const stores = useSuspenseQuery(storeListQueryOptions(lang)).data;
  const navigate = useNavigate();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const scrollPending = useRef(false);

  const chooseCity = (city: string | undefined) => {
    setSelectedId(null);
    void navigate({
      to: '/{-$set}/otherPages/boutique',
      params: setParam(routeSet),
      search: city === undefined ? {} : { city },
      resetScroll: false,
    });
  };

  const selectOnMap = (store: Store) => {
    setSelectedId(store.id);
    scrollPending.current = true;
    if (search.city !== undefined && store.city_code !== search.city) {
      void navigate({
        to: '/{-$set}/otherPages/boutique',
        params: setParam(routeSet),
        search: { city: store.city_code },
        resetScroll: false,
      });
    }
  };

  const listed = storesOfCity(stores, search.city);
  const selectedListed = listed.some((store) => store.id === selectedId);

  // After a marker is pressed, its boutique comes into view (once it is in the list).
  useEffect(() => {
    if (!scrollPending.current || selectedId === null || !selectedListed) return;
    scrollPending.current = false;
    const card = document.getElementById(boutiqueElementId(selectedId));
    if (!card) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    card.focus({ preventScroll: true });
    // Beside the map the list moves as little as it can; under it the boutique comes up.
    card.scrollIntoView({
      behavior: still ? 'auto' : 'smooth',
      block: wide ? 'nearest' : 'center',
    });
  }, [selectedId, selectedListed, wide]);

  const chosenName = search.city ? cityName(cities, search.city) : undefined;

  const map = stores.length > 0 && (
    <BoutiqueMap
      stores={stores}
      chosenCity={listed.length > 0 ? search.city : undefined}
      selectedId={selectedId}
      onSelect={selectOnMap}
      wide={wide}
    />
  );

  const list = (
    <section className={styles.list} aria-labelledby="boutique-list-title">
      <h2 id="boutique-list-title" className={styles.count}>
        {chosenName ? (
          <Plural
            value={listed.length}
            one={`# boutique in ${chosenName}`}
            other={`# boutiques in ${chosenName}`}
          />
        ) : (
          <Plural value={listed.length} one="# boutique" other="# boutiques" />
        )}
      </h2>
      {listed.length > 0 ? (
        <ol className={styles.cards}>
          {listed.map((store) => (
            <li key={store.id}>
              <BoutiqueCard store={store} selected={store.id === selectedId} />
            </li>
          ))}
        </ol>
      ) : (
        <div className={styles.empty}>
          <p>
            <Trans>There is no boutique in this city yet.</Trans>
          </p>
          <Button variant="secondary" onClick={() => chooseCity(undefined)}>
            <Trans>See all cities</Trans>
          </Button>
        </div>
      )}
    </section>
  );

  return (
    <div className={`${styles.page} ${wide ? styles.wide : styles.narrow}`}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t`Boutiques`}</h1>
          <p className={styles.intro}>
            <Trans>
              Our advisers welcome you in every boutique, with or without an appointment.
            </Trans>
          </p>
        </div>
        <CityChooser countries={cities} city={search.city} onChoose={chooseCity} />
      </header>
      {wide ? (
        <div className={styles.layout}>
          {list}
          <div className={styles.mapColumn}>{map}</div>
        </div>
      ) : (
        <>
          {map}
          {list}
        </>
      )}
    </div>
  );
}
