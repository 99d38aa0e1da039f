import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button, buttonClass } from '../../../ui/Button';
import { wishListMutationOptions, wishListQueryOptions } from '../api';
import { pageCountOf } from '../model';
import { GoodsGrid } from './GoodsGrid';
import { useTabLabels } from './labels';
import { useRefusal, type Outcome } from '../../../ui/forms/outcome';
import {
  EmptyState,
  Pager,
  ScreenError,
  ScreenHeading,
  ScreenLoading,
} from '../../../ui/screens/ScreenParts';
import styles from '../../../ui/screens/ScreenParts.module.css';
import { useHostedScreens } from '../../../lib/member-area/hosted';
import { useMemberNavigate, useMemberView } from '../../../lib/member-area/view';
import { setParam } from '../../../lib/route-set';
import { groupDigits } from '../../../../contract/numbers';

/**
 * The wish list: its products as cards, each added to the bag from here (colour and size chosen
 * in the bag's dialog) and removable. Adding keeps the piece on the list.
 */
export function WishListScreen({ page }: { page: number }) {
  const { t } = useLingui();
  const labels = useTabLabels();
  const go = useMemberNavigate();
  const queryClient = useQueryClient();
  const refusal = useRefusal();
  const { routeSet } = useMemberView();
  const { addToBag } = useHostedScreens();
  const wishList = useQuery({
    ...wishListQueryOptions(page),
    placeholderData: keepPreviousData,
  });
  const [notice, setNotice] = useState<Outcome>(null);
  const remove = useMutation({
    ...wishListMutationOptions(queryClient),
    onSuccess: () => setNotice({ kind: 'saved', message: t`Removed from your wish list.` }),
    onError: (error) => setNotice(refusal(error)),
  });
  const list = wishList.data?.list ?? [];
  const count = wishList.data?.pagination.total_count ?? 0;
  const total = groupDigits(count);

  return (
    <>
      <ScreenHeading
        title={labels['wish-list']}
        lead={wishList.data && count > 0 ? t`${total} pieces you love` : undefined}
      />
      <p className={styles.notice} role="status">
        {notice?.message}
      </p>
      {!wishList.data ? (
        wishList.isError ? (
          <ScreenError onRetry={() => void wishList.refetch()} />
        ) : (
          <ScreenLoading />
        )
      ) : list.length === 0 ? (
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
            onPage={(next) => go({ tab: 'wish-list', ...(next > 1 ? { page: next } : {}) })}
          />
        </>
      )}
    </>
  );
}
