import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, linkOptions } from '@tanstack/react-router';
import { useState } from 'react';
import type { CartLine } from '../../../../contract/cart';
import { Picture } from '../../../ui/Picture';
import { Price, formatFen } from '../../../ui/Price';
import { setParam } from '../../../lib/route-set';
import {
  deleteLinesMutationOptions,
  editLineMutationOptions,
  selectLinesMutationOptions,
} from '../api';
import { isOneSize } from '../../../lib/one-size';
import { isTicked, lineState, stepQuantity } from '../model';
import styles from './CartLineItem.module.css';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EditLineDialog } from './EditLineDialog';
import { LineStateMessage, Personalisation } from './LineDetails';
import { QuantityStepper } from './QuantityStepper';
import { refusalOf } from './refusal';
import { useCartView } from './view';

/** One line of the bag: tick, picture, name, colour and size, quantity, price and removal. */
export function CartLineItem({ line }: { line: CartLine }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { routeSet, wide } = useCartView();
  // A message holds for the line as it was when said: another size, or new stock, ends it.
  const lineNow = `${line.sku_id}:${line.stock}`;
  const [said, setSaid] = useState<{ text: string; about: string } | null>(null);
  const message = said?.about === lineNow ? said.text : null;
  const setMessage = (text: string | null) => setSaid(text ? { text, about: lineNow } : null);
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  /** The tick as pressed, until the server has it (the box must not flick back meanwhile). */
  const [tickPending, setTickPending] = useState<boolean | null>(null);
  const state = lineState(line);
  const available = state === 'available';
  const changeFailed = t`This could not be changed. Check your connection and try again.`;

  const edit = useMutation({
    ...editLineMutationOptions(queryClient),
    onSuccess: () => setMessage(null),
    onError: (error) => setMessage(refusalOf(error, changeFailed)),
  });
  const select = useMutation({
    ...selectLinesMutationOptions(queryClient),
    onError: (error) => setMessage(refusalOf(error, changeFailed)),
  });
  const remove = useMutation({
    ...deleteLinesMutationOptions(queryClient),
    onSuccess: () => setRemoving(false),
  });

  const pendingQuantity = edit.isPending ? edit.variables.quantity : undefined;
  const quantity = pendingQuantity === undefined ? line.quantity : Number(pendingQuantity);
  const changeQuantity = (next: number) => {
    setMessage(null);
    edit.mutate({ id: line.id, quantity: next });
  };
  const step = (delta: 1 | -1) => {
    const result = stepQuantity({ quantity, stock: line.stock }, delta);
    if ('limit' in result) {
      setMessage(result.limit === 'minimum' ? t`Reached minimum` : t`Reached maximum inventory`);
      return;
    }
    changeQuantity(result.quantity);
  };

  const detail = linkOptions({
    to: '/{-$set}/productList/detail',
    params: setParam(routeSet),
    search: { id: line.goods_id },
  });
  const name = line.name;
  const colour = line.color_name;
  const size = line.size;

  return (
    <li className={`${styles.line} ${wide ? styles.wide : ''} ${available ? '' : styles.muted}`}>
      <div className={styles.check}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={tickPending ?? isTicked(line)}
          disabled={!available}
          aria-label={t`Select ${name}`}
          onChange={(event) => {
            const selected = event.target.checked;
            setTickPending(selected);
            select.mutate({ ids: [line.id], selected }, { onSettled: () => setTickPending(null) });
          }}
        />
      </div>
      <Link {...detail} className={styles.picture} tabIndex={-1} aria-hidden="true">
        {line.picture && <Picture picture={line.picture} alt="" sizes={wide ? '120px' : '96px'} />}
      </Link>
      <div className={styles.info}>
        <Link {...detail} className={styles.name}>
          {name}
        </Link>
        <p className={styles.variant}>
          {colour && <Trans>Colour: {colour}</Trans>}
          {colour && size && <span aria-hidden="true"> · </span>}
          {size && (isOneSize(size) ? t`One size` : <Trans>Size: {size}</Trans>)}
        </p>
        <Personalisation line={line} />
        <p className={styles.unitPrice}>
          <Price fen={line.price} originalFen={line.original_price} />
        </p>
        <LineStateMessage line={line} onReduce={changeQuantity} />
        <div className={styles.actions}>
          {line.on_sale && (
            <button type="button" className={styles.textButton} onClick={() => setEditing(true)}>
              {t`Change colour or size`}
            </button>
          )}
          <button type="button" className={styles.textButton} onClick={() => setRemoving(true)}>
            {t`Remove`}
          </button>
        </div>
      </div>
      <div className={styles.quantity}>
        <QuantityStepper
          quantity={quantity}
          name={name}
          disabled={state === 'offSale' || state === 'soldOut'}
          busy={edit.isPending}
          onStep={step}
        />
        <p className={styles.message} role="status">
          {message ?? ''}
        </p>
      </div>
      <p className={styles.total}>
        <span className="visually-hidden">{t`Line total`} </span>
        {formatFen(line.price * quantity)}
      </p>

      {editing && <EditLineDialog line={line} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        open={removing}
        title={t`Remove this piece?`}
        confirmLabel={t`Remove`}
        pending={remove.isPending}
        error={
          remove.isError
            ? refusalOf(remove.error, t`Delete failed. Check your connection and try again.`)
            : null
        }
        onConfirm={() => remove.mutate([line.id])}
        onClose={() => {
          setRemoving(false);
          remove.reset();
        }}
      >
        <p>{t`${name} will leave your bag.`}</p>
      </ConfirmDialog>
    </li>
  );
}
