import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { GoodsCard as GoodsCardData } from '../../../../contract/catalogue';
import { Button, buttonClass } from '../../../ui/Button';
import { wishListMutationOptions, wishListQueryOptions } from '../api';
import { pageCountOf } from '../model';
import { GoodsGrid, type MemberGoodsCard } from './GoodsGrid';
import { useTabLabels } from './labels';
import { useRefusal, type Outcome } from '../../../ui/forms/outcome';
import { EmptyState, Pager, ScreenHeading } from '../../../ui/screens/ScreenParts';
import styles from '../../../ui/screens/ScreenParts.module.css';
import { memberPageLink, useMemberRouteSet } from '../../../lib/member-routes';
import { setParam, type RouteSet } from '../../../lib/route-set';
import { groupDigits } from '../../../../contract/numbers';

/**
 * The wish list: its products as cards, each added to the bag from here (colour and size chosen
 * in the bag's dialog) and removable. Adding keeps the piece on the list.
 */
export function WishListScreen({
  page,
  goodsCard,
  addToBag,
}: {
  page: number;
  /** A product card, as the catalogue draws it. */
  goodsCard: (card: MemberGoodsCard) => ReactNode;
  /** The bag's "Add to bag" for a piece, choosing its colour and size. */
  addToBag: (piece: { goods: GoodsCardData; routeSet: RouteSet }) => ReactNode;
}) {
  const { t } = useLingui();
  const labels = useTabLabels();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refusal = useRefusal();
  const routeSet = useMemberRouteSet();
  const wishList = useSuspenseQuery(wishListQueryOptions(page));
  const [notice, setNotice] = useState<Outcome>(null);
  const remove = useMutation({
    ...wishListMutationOptions(queryClient),
    onSuccess: () => setNotice({ kind: 'saved', message: t`Removed from your wish list.` }),
    onError: (error) => setNotice(refusal.of(error)),
  });
  const list = wishList.data.list;
  const count = wishList.data.pagination.total_count;
  const total = groupDigits(count);

  return (
    <>
      <ScreenHeading
        title={labels['wish-list']}
        lead={count > 0 ? t`${total} pieces you love` : undefined}
      />
      <p className={styles.notice} role="status">
        {notice?.message}
      </p>
      {list.length === 0 ? (
        <EmptyState title={t`Your wish list is empty.`}>
          <p>{t`Tap the heart on a piece you love to keep it here.`}</p>
          <Link
            to="/{-$set}/productList"
            params={setParam(routeSet)}
            search={{}}
            className={buttonClass('secondary')}
          >
            {t`Discover the collection`}
          </Link>
        </EmptyState>
      ) : (
        <>
          <GoodsGrid
            goods={list}
            card={goodsCard}
            label={labels['wish-list']}
            wishList={false}
            below={(goods) => {
              const name = goods.name;
              return (
                <>
                  {addToBag({ goods, routeSet })}
                  <Button
                    variant="text"
                    disabled={remove.isPending && remove.variables.goodsId === goods.id}
                    aria-label={t`Remove ${name} from the wish list`}
                    onClick={() => {
                      setNotice(null);
                      remove.mutate({ goodsId: goods.id, add: false });
                    }}
                  >
                    {t`Remove`}
                  </Button>
                </>
              );
            }}
          />
          <Pager
            page={page}
            pageCount={pageCountOf(wishList.data.pagination)}
            onPage={(next) => void navigate(memberPageLink(routeSet, 'wish-list', next))}
          />
        </>
      )}
    </>
  );
}
