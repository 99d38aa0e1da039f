import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { CartLine } from '../../../../contract/cart';
import type { GoodsDetail } from '../../../../contract/catalogue';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { appState } from '../../app';
import { goodsDetailQueryOptions, isOneSize, sizesOfColor, Swatches } from '../../catalogue';
import { editLineMutationOptions } from '../api';
import styles from './EditLineDialog.module.css';
import { refusalOf } from './refusal';

/** Another colour or size of the line's goods (another SKU); the quantity stays. */
export function EditLineDialog({ line, onClose }: { line: CartLine; onClose: () => void }) {
  const { t } = useLingui();
  const { lang } = useSnapshot(appState);
  const detail = useQuery(goodsDetailQueryOptions(line.goods_id, lang));
  return (
    <Dialog open onClose={onClose} title={t`Change colour or size`} variant="sheet">
      <p className={styles.name}>{line.name}</p>
      {detail.data ? (
        <Choices detail={detail.data} line={line} onDone={onClose} />
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

function Choices({
  detail,
  line,
  onDone,
}: {
  detail: GoodsDetail;
  line: CartLine;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const lineColor = detail.color_list.findIndex((color) => color.color_id === line.color_id);
  const [colorIndex, setColorIndex] = useState(Math.max(0, lineColor));
  const [chosenSize, setChosenSize] = useState<string | null>(line.size);
  const [message, setMessage] = useState<string | null>(null);
  const save = useMutation({
    ...editLineMutationOptions(queryClient),
    onSuccess: onDone,
    onError: (error) =>
      setMessage(
        refusalOf(error, t`This could not be changed. Check your connection and try again.`),
      ),
  });
  const oneSize = isOneSize(detail);
  const sizes = sizesOfColor(detail, colorIndex);
  const choice = sizes.find((option) => option.size === chosenSize && !option.soldOut) ?? null;
  const color = detail.color_list[colorIndex];

  const confirm = () => {
    setMessage(null);
    if (!choice?.sku) {
      setMessage(t`Size must be selected`);
      return;
    }
    if (choice.sku.id === line.sku_id) {
      onDone();
      return;
    }
    save.mutate({ id: line.id, sku_id: choice.sku.id });
  };

  return (
    <div className={styles.choices}>
      <div className={styles.block}>
        <p className={styles.label}>
          <span>{t`Colour`}</span>
          <span className={styles.value}>{color?.name}</span>
        </p>
        <Swatches
          colors={detail.color_list}
          active={colorIndex}
          onChoose={(index) => {
            setColorIndex(index);
            setMessage(null);
          }}
          size="large"
          label={t`Colour`}
        />
      </div>
      {!oneSize && (
        <div className={styles.block}>
          <p className={styles.label} id={`edit-size-${line.id}`}>
            {t`Size`}
          </p>
          <div className={styles.sizes} role="group" aria-labelledby={`edit-size-${line.id}`}>
            {sizes.map((option) => {
              const { size, fewLeft: left } = option;
              const isChosen = size === chosenSize;
              return (
                <button
                  key={size}
                  type="button"
                  className={`${styles.size} ${isChosen ? styles.selected : ''}`}
                  disabled={option.soldOut}
                  aria-pressed={isChosen}
                  aria-label={
                    option.soldOut
                      ? t`${size}, sold out`
                      : left
                        ? t`${size}, only ${left} left`
                        : size
                  }
                  onClick={() => {
                    setChosenSize(size);
                    setMessage(null);
                  }}
                >
                  {size}
                </button>
              );
            })}
          </div>
        </div>
      )}
      <p className={styles.error} role="alert">
        {message ??
          (sizes.every((option) => option.soldOut) ? t`This colour or size is out of stock` : '')}
      </p>
      <Button className={styles.save} onClick={confirm} disabled={save.isPending}>
        {t`Confirm`}
      </Button>
    </div>
  );
}
