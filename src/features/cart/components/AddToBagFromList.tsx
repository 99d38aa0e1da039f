import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { proxy, useSnapshot } from 'valtio';
import type { GoodsCard } from '../../../../contract/catalogue';
import type { RouteSet } from '../../../lib/route-set';
import { Button } from '../../../ui/Button';
import { appState } from '../../app';
import { goodsDetailQueryOptions, onlySkuInStock } from '../../catalogue';
import { addToCartMutationOptions } from '../api';
import { useCartMessages } from '../messages';
import styles from './AddToBagFromList.module.css';
import AddToBagNotice, { type AddOutcome } from './AddToBagNotice';
import { ChooseSkuDialog } from './ChooseSkuDialog';
import { refusalOf } from './refusal';

/** The latest notice of the list: one shows at a time, whichever card it came from. */
const latest = proxy({ id: 0 });

/**
 * "Add to bag" under a card of the member's lists. A piece with nothing to choose (one colour,
 * one size) goes straight in; any other opens the dialog for its colour and size. The outcome
 * shows as on a product page, and the header's bag count follows.
 */
export default function AddToBagFromList({
  goods,
  routeSet,
}: {
  goods: GoodsCard;
  routeSet: RouteSet;
}) {
  useCartMessages();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { lang } = useSnapshot(appState);
  const latestId = useSnapshot(latest).id;
  const [looking, setLooking] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [shown, setShown] = useState<{ id: number; outcome: AddOutcome } | null>(null);
  const show = (outcome: AddOutcome) => {
    latest.id += 1;
    setShown({ id: latest.id, outcome });
  };
  const close = useCallback(() => setShown(null), []);
  const add = useMutation({
    ...addToCartMutationOptions(queryClient),
    onSuccess: (reply) => show({ kind: 'added', num: reply.num }),
    onError: (error) => {
      const message = refusalOf(error, '');
      if (message !== null) show(message ? { kind: 'refused', message } : { kind: 'failed' });
    },
  });
  const busy = looking || add.isPending;

  const start = async () => {
    if (busy) return;
    setShown(null);
    setLooking(true);
    const detail = await queryClient
      .fetchQuery(goodsDetailQueryOptions(goods.id, lang))
      .catch(() => null);
    setLooking(false);
    const sku = detail && onlySkuInStock(detail);
    // Without the detail, the dialog says so and tries again.
    if (sku) add.mutate({ sku_id: sku.id, quantity: 1 });
    else setChoosing(true);
  };

  const name = goods.name;
  return (
    <>
      <Button
        variant="secondary"
        className={styles.add}
        disabled={goods.sold_out}
        aria-busy={busy}
        aria-label={goods.sold_out ? t`${name}: sold out` : t`Add ${name} to bag`}
        onClick={() => void start()}
      >
        {goods.sold_out ? t`Sold out` : t`Add to bag`}
      </Button>
      {choosing && (
        <ChooseSkuDialog
          goods={goods}
          onClose={() => setChoosing(false)}
          onAdded={(num) => {
            setChoosing(false);
            show({ kind: 'added', num });
          }}
        />
      )}
      {shown && shown.id === latestId && (
        <AddToBagNotice
          key={shown.id}
          outcome={shown.outcome}
          routeSet={routeSet}
          onClose={close}
        />
      )}
    </>
  );
}
