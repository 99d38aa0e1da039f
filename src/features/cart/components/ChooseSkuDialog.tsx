import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { GoodsCard, GoodsDetail } from '../../../../contract/catalogue';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Price } from '../../../ui/Price';
import { appState } from '../../app';
import {
  goodsDetailQueryOptions,
  isOneSize,
  preselectedSize,
  sizeAfterColorChange,
  sizesOfColor,
} from '../../catalogue';
import { addToCartMutationOptions } from '../api';
import { refusalOf } from './refusal';
import { SkuChoices } from './SkuChoices';
import styles from './SkuDialog.module.css';

/**
 * Adds a piece from a list (the wish list) to the bag: its colour, when it has several, and its
 * size are chosen here. A refusal (not enough stock) stays in the dialog, to choose again.
 */
export function ChooseSkuDialog({
  goods,
  onClose,
  onAdded,
}: {
  goods: GoodsCard;
  onClose: () => void;
  /** The bag's count after the add. */
  onAdded: (num: number) => void;
}) {
  const { t } = useLingui();
  const { lang } = useSnapshot(appState);
  const detail = useQuery(goodsDetailQueryOptions(goods.id, lang));
  const colours = detail.data?.color_list.length ?? goods.color_list.length;
  const oneSize = detail.data ? isOneSize(detail.data) : false;
  const title =
    colours <= 1
      ? t`Choose your size`
      : oneSize
        ? t`Choose your colour`
        : t`Choose your colour and size`;
  return (
    <Dialog open onClose={onClose} title={title} variant="sheet">
      <p className={styles.name}>
        <span>{goods.name}</span>
        <Price fen={goods.price} originalFen={goods.original_price} />
      </p>
      {detail.data ? (
        <Choices detail={detail.data} onAdded={onAdded} />
      ) : detail.isError ? (
        <p className={styles.error} role="alert">
          {t`This piece could not be loaded. Check your connection and try again.`}
        </p>
      ) : (
        <p className={styles.loading} aria-busy="true">
          {t`Loading…`}
        </p>
      )}
    </Dialog>
  );
}

function Choices({ detail, onAdded }: { detail: GoodsDetail; onAdded: (num: number) => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const inStock = detail.color_list.findIndex((color) => !color.sold_out);
  const [colorIndex, setColorIndex] = useState(Math.max(0, inStock));
  const [chosenSize, setChosenSize] = useState(() => preselectedSize(detail, colorIndex));
  const [message, setMessage] = useState<string | null>(null);
  const add = useMutation({
    ...addToCartMutationOptions(queryClient),
    onSuccess: (reply) => onAdded(reply.num),
    onError: (error) =>
      setMessage(refusalOf(error, t`Add to bag failed. Check your connection and try again.`)),
  });
  const sizes = sizesOfColor(detail, colorIndex);
  const choice = sizes.find((option) => option.size === chosenSize && !option.soldOut) ?? null;
  const colourSoldOut = sizes.every((option) => option.soldOut);

  const confirm = () => {
    setMessage(null);
    if (colourSoldOut) {
      setMessage(t`This colour or size is sold out`);
      return;
    }
    if (!choice?.sku) {
      setMessage(t`Size must be selected`);
      return;
    }
    add.mutate({ sku_id: choice.sku.id, quantity: 1 });
  };

  return (
    <div className={styles.choices}>
      <SkuChoices
        detail={detail}
        colorIndex={colorIndex}
        onColor={(index) => {
          setColorIndex(index);
          setChosenSize(sizeAfterColorChange(detail, index, chosenSize));
          setMessage(null);
        }}
        chosenSize={chosenSize}
        onSize={(size) => {
          setChosenSize(size);
          setMessage(null);
        }}
        idPrefix={`choose-${detail.id}`}
        swatchesForOne={false}
      />
      <p className={styles.error} role="alert">
        {message ?? (colourSoldOut ? t`This colour or size is sold out` : '')}
      </p>
      <Button className={styles.save} onClick={confirm} disabled={add.isPending}>
        {t`Add to bag`}
      </Button>
    </div>
  );
}
