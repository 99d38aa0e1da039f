import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { GoodsDetail, Sku } from '../../../../contract/catalogue';
import { ApiError } from '../../../lib/api-client';
import type { Lang } from '../../../lib/lang';
import { useFootprint } from '../../member';
import { Button, buttonClass } from '../../../ui/Button';
import { useNearViewport } from '../../../ui/useNearViewport';
import {
  collocationQueryOptions,
  goodsDetailQueryOptions,
  guessLikeQueryOptions,
  sizeTableQueryOptions,
} from '../api';
import { Breadcrumb } from '../components/Breadcrumb';
import { GoodsCarousel } from '../components/GoodsCarousel';
import { GoodsGallery } from '../components/GoodsGallery';
import { GoodsInfo, type GoodsActions } from '../components/GoodsInfo';
import { GoodsRail } from '../components/GoodsRail';
import { useLang, useWideLayout } from '../hooks';
import { detailScreen, picturesOfColor, preselectedSize } from '../model';
import { setParam } from '../../../lib/route-set';
import { RouteSetContext, type RouteSet } from '../paths';
import { goodsDetailState, openGoodsDetail } from '../state';
import styles from './GoodsDetailPage.module.css';

/**
 * What "Add to bag" does when the route passes no actions: the chosen SKU is kept in
 * goodsDetailState and its size stays highlighted. The detail routes pass the bag's actions.
 */
const keepChosenSku: GoodsActions = {
  onAddToCart: (sku: Sku) => {
    goodsDetailState.chosenSku = sku;
  },
};

/** /productList/detail, /pc/productList/detail, /mobile/productList/detail. */
export function GoodsDetailPage({
  id,
  routeSet,
  actions = keepChosenSku,
}: {
  id: number;
  routeSet: RouteSet;
  actions?: GoodsActions;
}) {
  return (
    <RouteSetContext value={routeSet}>
      {id > 0 ? (
        <GoodsDetailScreen key={id} id={id} routeSet={routeSet} actions={actions} />
      ) : (
        <GoodsNotFound routeSet={routeSet} />
      )}
    </RouteSetContext>
  );
}

function GoodsDetailScreen({
  id,
  routeSet,
  actions,
}: {
  id: number;
  routeSet: RouteSet;
  actions: GoodsActions;
}) {
  const { t } = useLingui();
  const lang = useLang();
  const wide = useWideLayout(routeSet);
  const detailQuery = useQuery(goodsDetailQueryOptions(id, lang));
  const detail = detailQuery.data;
  const { error } = detailQuery;
  const screen = detailScreen({
    hasDetail: detail !== undefined,
    isPending: detailQuery.isPending,
    errorCode: error instanceof ApiError ? error.code : null,
  });

  if (screen === 'gone') return <GoodsNotFound routeSet={routeSet} />;
  if (!detail) {
    if (screen === 'loading') return <DetailSkeleton wide={wide} />;
    return (
      <div className={styles.message} role="alert">
        <p className={styles.messageText}>
          {t`This piece could not be loaded. Check your connection and try again.`}
        </p>
        <Button variant="secondary" onClick={() => void detailQuery.refetch()}>
          {t`Try again`}
        </Button>
      </div>
    );
  }

  return (
    <div className={`${styles.page} ${wide ? styles.wide : styles.narrow}`}>
      <LoadedDetail detail={detail} wide={wide} actions={actions} />
      <DetailRails id={id} lang={lang} wide={wide} />
    </div>
  );
}

/**
 * The rows of other pieces under the product. Their replies are asked for with the product, but
 * the rows are drawn only as the shopper scrolls towards them: on a phone's first visit that
 * work would otherwise compete with the product itself.
 */
function DetailRails({ id, lang, wide }: { id: number; lang: Lang; wide: boolean }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [anchor, near] = useNearViewport<HTMLDivElement>('400px', { once: true });
  useEffect(() => {
    void queryClient.prefetchQuery(collocationQueryOptions(id, lang));
    void queryClient.prefetchQuery(guessLikeQueryOptions(id, lang));
  }, [queryClient, id, lang]);
  if (!near) return <div ref={anchor} className={styles.railsSpace} />;
  return (
    <>
      <CollocationRail title={t`Complete the look`} id={id} lang={lang} wide={wide} />
      <GuessLikeRail title={t`You may also like`} id={id} lang={lang} wide={wide} />
    </>
  );
}

interface RailProps {
  title: string;
  id: number;
  lang: Lang;
  wide: boolean;
}

// Each rail follows its own query, so that its reply redraws the rail and nothing else.
function CollocationRail({ title, id, lang, wide }: RailProps) {
  const goods = useQuery(collocationQueryOptions(id, lang)).data;
  return <GoodsRail title={title} goods={goods ?? []} wide={wide} />;
}

function GuessLikeRail({ title, id, lang, wide }: RailProps) {
  const goods = useQuery(guessLikeQueryOptions(id, lang)).data;
  return <GoodsRail title={title} goods={goods ?? []} wide={wide} />;
}

function LoadedDetail({
  detail,
  wide,
  actions,
}: {
  detail: GoodsDetail;
  wide: boolean;
  actions: GoodsActions;
}) {
  const lang = useLang();
  const sizeTable = useQuery(sizeTableQueryOptions(detail.id, lang)).data ?? null;
  const snap = useSnapshot(goodsDetailState);
  useEffect(() => {
    openGoodsDetail(detail);
  }, [detail]);
  useFootprint(detail.id);
  // Until the store has caught up with these goods, show their first colour.
  const current = snap.goodsId === detail.id;
  const activeColor = current ? snap.activeColor : 0;
  const pictures = picturesOfColor(detail, activeColor);
  const colorName = detail.color_list[activeColor]?.name;
  const alt = colorName ? `${detail.name}, ${colorName}` : detail.name;

  return (
    <>
      {wide && (
        <div className={styles.crumbs}>
          <Breadcrumb path={detail.category?.path ?? []} current={detail.name} />
        </div>
      )}
      <div className={styles.layout}>
        <div className={styles.media}>
          {wide ? (
            <GoodsGallery key={activeColor} pictures={pictures} alt={alt} />
          ) : (
            <GoodsCarousel key={activeColor} pictures={pictures} alt={alt} />
          )}
        </div>
        <div className={styles.panel}>
          <GoodsInfo
            detail={detail}
            activeColor={activeColor}
            selectedSize={current ? snap.selectedSize : preselectedSize(detail, 0)}
            chosenSku={current ? snap.chosenSku : null}
            sizeRequired={current && snap.sizeRequired}
            sizeTable={sizeTable}
            wide={wide}
            onAddToCart={actions.onAddToCart}
            onBuyNow={actions.onBuyNow}
          />
        </div>
      </div>
    </>
  );
}

function GoodsNotFound({ routeSet }: { routeSet: RouteSet }) {
  const { t } = useLingui();
  return (
    <div className={styles.message}>
      <h1 className={styles.messageTitle}>{t`This page could not be found`}</h1>
      <p
        className={styles.messageText}
      >{t`The piece you are looking for is no longer available.`}</p>
      <Link
        to="/{-$set}/productList"
        params={setParam(routeSet)}
        search={{}}
        className={buttonClass('primary')}
      >
        {t`Continue shopping`}
      </Link>
    </div>
  );
}

function DetailSkeleton({ wide }: { wide: boolean }) {
  return (
    <div className={`${styles.page} ${wide ? styles.wide : styles.narrow}`} aria-busy="true">
      <div className={styles.layout}>
        <div className={`${styles.media} ${styles.skeletonMedia}`} />
        <div className={styles.panel}>
          <div className={styles.skeletonLines}>
            <span />
            <span />
            <span />
          </div>
        </div>
      </div>
    </div>
  );
}
