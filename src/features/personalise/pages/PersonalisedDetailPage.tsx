import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { isWideWidth } from '../../../lib/device';
import type { RouteSet } from '../../../lib/route-set';
import { Button } from '../../../ui/Button';
import { appState } from '../../app';
import { goodsDetailQueryOptions } from '../../catalogue';
import { customOptionsQueryOptions } from '../api';
import { Workbench } from '../components/Workbench';
import { usePersonaliseMessages } from '../messages';
import { LIST_ROUTE, setParam } from '../paths';
import type { PersonalisedDetailSearch } from '../search-params';
import styles from './PersonalisedDetailPage.module.css';

/** /personalizedList/detail and its twins: one piece, its live preview and the composer. */
export function PersonalisedDetailPage({
  routeSet,
  search,
}: {
  routeSet: RouteSet;
  search: PersonalisedDetailSearch;
}) {
  usePersonaliseMessages();
  const { t } = useLingui();
  const { appWidth, lang } = useSnapshot(appState);
  const wide = routeSet === 'pc' || (routeSet === 'shared' && isWideWidth(appWidth));
  const goodsId = search.goods_id;
  const piece = useQuery({ ...customOptionsQueryOptions(goodsId, lang), enabled: goodsId > 0 });
  const detail = useQuery({ ...goodsDetailQueryOptions(goodsId, lang), enabled: goodsId > 0 });
  const card = piece.data?.card;
  const options = piece.data?.options;

  const back = (
    <Link to={LIST_ROUTE} params={setParam(routeSet)} className={styles.back}>
      {t`All pieces to personalise`}
    </Link>
  );

  let body;
  if (card && options) {
    body = (
      <Workbench key={goodsId} card={card} options={options} detail={detail.data} wide={wide} />
    );
  } else if (goodsId === 0 || piece.isError) {
    const unknown = goodsId === 0 || piece.error?.name === 'ApiError';
    body = (
      <div className={styles.message} role="alert">
        <h1 className={styles.title}>
          {unknown ? t`This piece cannot be personalised` : t`The piece could not be loaded.`}
        </h1>
        {!unknown && (
          <Button variant="secondary" onClick={() => void piece.refetch()}>
            {t`Try again`}
          </Button>
        )}
      </div>
    );
  } else {
    body = <div className={styles.loading} aria-busy="true" />;
  }

  return (
    <div className={`${styles.page} ${wide ? styles.wide : styles.narrow}`}>
      <nav className={styles.crumbs} aria-label={t`Breadcrumb`}>
        {back}
      </nav>
      {body}
    </div>
  );
}
