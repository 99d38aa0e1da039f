import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { memberPageLink, useMemberRouteSet } from '../../../lib/member-routes';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../ui/Button';
import { clearFootprintsMutationOptions, footprintsQueryOptions } from '../api';
import { formatMoment } from '../../../lib/dates';
import { newestFirst, pageCountOf } from '../model';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { GoodsGrid, type MemberGoodsCard } from './GoodsGrid';
import { useTabLabels } from './labels';
import { useRefusal, type Outcome } from '../../../ui/forms/outcome';
import { EmptyState, Pager, ScreenHeading } from '../../../ui/screens/ScreenParts';
import styles from '../../../ui/screens/ScreenParts.module.css';

/** The details the member opened, newest first with the time; the history can be cleared. */
export function FootprintsScreen({
  page,
  goodsCard,
}: {
  page: number;
  /** A product card, as the catalogue draws it. */
  goodsCard: (card: MemberGoodsCard) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const labels = useTabLabels();
  const navigate = useNavigate();
  const routeSet = useMemberRouteSet();
  const queryClient = useQueryClient();
  const refusal = useRefusal();
  const footprints = useSuspenseQuery(footprintsQueryOptions(page));
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<Outcome>(null);
  const clear = useMutation({
    ...clearFootprintsMutationOptions(queryClient),
    onSuccess: () => {
      setConfirming(false);
      setNotice({ kind: 'saved', message: t`Your browsing history has been cleared.` });
      if (page > 1) void navigate(memberPageLink(routeSet, 'footprints', 1));
    },
    onError: (error) => {
      setConfirming(false);
      setNotice(refusal.of(error));
    },
  });
  const list = newestFirst(footprints.data.list);

  return (
    <>
      <ScreenHeading
        title={labels.footprints}
        actions={
          list.length > 0 && (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t`Clear history`}
            </Button>
          )
        }
      />
      <p className={styles.notice} role="status">
        {notice?.message}
      </p>
      {list.length === 0 ? (
        <EmptyState title={t`No pieces viewed yet.`}>
          <p>{t`The pieces you look at will show here, the latest first.`}</p>
        </EmptyState>
      ) : (
        <>
          <GoodsGrid
            goods={list}
            card={goodsCard}
            label={labels.footprints}
            below={(goods) => {
              const moment = formatMoment(goods.viewed_at, i18n.locale);
              return (
                <time
                  dateTime={new Date(goods.viewed_at).toISOString()}
                >{t`Viewed ${moment}`}</time>
              );
            }}
          />
          <Pager
            page={page}
            pageCount={pageCountOf(footprints.data.pagination)}
            onPage={(next) => void navigate(memberPageLink(routeSet, 'footprints', next))}
          />
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={t`Clear your browsing history?`}
        confirmLabel={t({ message: 'Clear', context: 'browsing history' })}
        pending={clear.isPending}
        onConfirm={() => clear.mutate()}
        onClose={() => setConfirming(false)}
      >
        <p>{t`Every piece you have viewed will be removed from this list.`}</p>
      </ConfirmDialog>
    </>
  );
}
