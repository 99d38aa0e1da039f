import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';
import { useSnapshot } from 'valtio';
import { isWideWidth } from '../../../lib/device';
import type { RouteSet } from '../../../lib/route-set';
import { removeBootHero } from '../../../ui/boot-hero';
import { appState } from '../../app';
import { customGoodsQueryOptions } from '../api';
import { CustomCard } from '../components/CustomCard';
import { usePersonaliseMessages } from '../messages';
import { LIST_ROUTE, setParam } from '../paths';
import type { PersonalisedListSearch } from '../search-params';
import styles from './PersonalisedListPage.module.css';

/** /personalizedList and its twins: the pieces the workshop personalises. */
export function PersonalisedListPage({
  routeSet,
  search,
}: {
  routeSet: RouteSet;
  search: PersonalisedListSearch;
}) {
  usePersonaliseMessages();
  // The opening document drew the heading and first row where this page draws them.
  useLayoutEffect(removeBootHero, []);
  const { t } = useLingui();
  const { appWidth, lang } = useSnapshot(appState);
  const wide = routeSet === 'pc' || (routeSet === 'shared' && isWideWidth(appWidth));
  const page = search.page ?? 1;
  const goods = useSuspenseQuery(customGoodsQueryOptions(lang, page)).data;
  const pageCount = goods.pagination.page_count;

  return (
    <div className={`${styles.page} ${wide ? styles.wide : styles.narrow}`}>
      <header className={styles.header}>
        <p className={styles.kicker}>{t`The workshop`}</p>
        <h1 className={styles.title}>{t`Personalisation`}</h1>
        <p className={styles.intro}>
          <Trans>
            Make a piece yours with your initials, hand-painted or hot-stamped in the boutique’s
            workshop. Choose the letters, where they sit and their colour, and see them on the piece
            as you type. Each personalised piece takes 7 to 14 days.
          </Trans>
        </p>
      </header>

      <ul className={styles.grid} aria-label={t`Pieces to personalise`}>
        {goods.list.map((piece, index) => (
          <li key={piece.id}>
            <CustomCard goods={piece} routeSet={routeSet} eager={index < 4} />
          </li>
        ))}
      </ul>

      {pageCount > 1 && (
        <nav className={styles.pager} aria-label={t`Pages`}>
          {page > 1 && (
            <Link to={LIST_ROUTE} params={setParam(routeSet)} search={{ page: page - 1 }}>
              {t`Previous page`}
            </Link>
          )}
          <span>
            {page} / {pageCount}
          </span>
          {page < pageCount && (
            <Link to={LIST_ROUTE} params={setParam(routeSet)} search={{ page: page + 1 }}>
              {t`Next page`}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
