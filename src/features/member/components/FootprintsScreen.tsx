import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { clearFootprintsMutationOptions, footprintsQueryOptions } from '../api';
import { formatMoment } from '../../../lib/dates';
import { newestFirst, pageCountOf } from '../model';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
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
import { useMemberNavigate } from '../../../lib/member-area/view';

/** The details the member opened, newest first with the time; the history can be cleared. */
export function FootprintsScreen({ page }: { page: number }) {
  const { t, i18n } = useLingui();
  const labels = useTabLabels();
  const go = useMemberNavigate();
  const queryClient = useQueryClient();
  const refusal = useRefusal();
  const footprints = useQuery({
    ...footprintsQueryOptions(page),
    placeholderData: keepPreviousData,
  });
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<Outcome>(null);
  const clear = useMutation({
    ...clearFootprintsMutationOptions(queryClient),
    onSuccess: () => {
      setConfirming(false);
      setNotice({ kind: 'saved', message: t`Your browsing history has been cleared.` });
      if (page > 1) go({ tab: 'footprints' });
    },
    onError: (error) => {
      setConfirming(false);
      setNotice(refusal(error));
    },
  });
  const list = newestFirst(footprints.data?.list ?? []);

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
      {!footprints.data ? (
        footprints.isError ? (
          <ScreenError onRetry={() => void footprints.refetch()} />
        ) : (
          <ScreenLoading />
        )
      ) : list.length === 0 ? (
        <EmptyState title={t`No pieces viewed yet.`}>
          <p>{t`The pieces you look at will show here, the latest first.`}</p>
        </EmptyState>
      ) : (
        <>
          <GoodsGrid
            goods={list}
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
            onPage={(next) => go({ tab: 'footprints', ...(next > 1 ? { page: next } : {}) })}
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
