import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { CartLine } from '../../../../contract/cart';
import type { GoodsDetail } from '../../../../contract/catalogue';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { appState } from '../../app';
import { goodsDetailQueryOptions, sizesOfColor } from '../../catalogue';
import { editLineMutationOptions } from '../api';
import { SkuChoices } from './SkuChoices';
import styles from './SkuDialog.module.css';
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
  const sizes = sizesOfColor(detail, colorIndex);
  const choice = sizes.find((option) => option.size === chosenSize && !option.soldOut) ?? null;

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
      <SkuChoices
        detail={detail}
        colorIndex={colorIndex}
        onColor={(index) => {
          setColorIndex(index);
          setMessage(null);
        }}
        chosenSize={chosenSize}
        onSize={(size) => {
          setChosenSize(size);
          setMessage(null);
        }}
        idPrefix={`edit-${line.id}`}
      />
      <p className={styles.error} role="alert">
        {message ??
          (sizes.every((option) => option.soldOut) ? t`This colour or size is sold out` : '')}
      </p>
      <Button className={styles.save} onClick={confirm} disabled={save.isPending}>
        {t`Confirm`}
      </Button>
    </div>
  );
}
