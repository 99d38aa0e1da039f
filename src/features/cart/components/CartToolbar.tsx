import { Plural, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CartLine } from '../../../../contract/cart';
import { deleteLinesMutationOptions, selectLinesMutationOptions } from '../api';
import { linesToTick, selectAllState, tickedLines } from '../model';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { refusalOf } from './refusal';
import styles from './CartToolbar.module.css';

/** "Select all" over the available lines, and removing the ticked ones. */
export function CartToolbar({ lines }: { lines: readonly CartLine[] }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  /** "Select all" as pressed, until the server has every tick. */
  const [allPending, setAllPending] = useState<boolean | null>(null);
  const all = selectAllState(lines);
  const ticked = tickedLines(lines);
  const count = ticked.length;
  const changeFailed = t`This could not be changed. Check your connection and try again.`;

  const select = useMutation({
    ...selectLinesMutationOptions(queryClient),
    onSuccess: () => setMessage(null),
    onError: (error) => setMessage(refusalOf(error, changeFailed)),
  });
  const remove = useMutation({
    ...deleteLinesMutationOptions(queryClient),
    onSuccess: () => setConfirming(false),
  });

  return (
    <div className={styles.toolbar}>
      <label className={styles.selectAll}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={allPending ?? all.checked}
          disabled={all.disabled}
          onChange={(event) => {
            const selected = event.target.checked;
            const ids = linesToTick(lines, selected);
            if (!ids.length) return;
            setAllPending(selected);
            select.mutate({ ids, selected }, { onSettled: () => setAllPending(null) });
          }}
        />
        <span>{t`Select all`}</span>
      </label>
      {message && (
        <p className={styles.message} role="alert">
          {message}
        </p>
      )}
      <button
        type="button"
        className={styles.delete}
        disabled={count === 0}
        onClick={() => setConfirming(true)}
      >
        {t`Delete selected`}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t`Remove the selected pieces?`}
        confirmLabel={t`Remove`}
        pending={remove.isPending}
        error={
          remove.isError
            ? refusalOf(remove.error, t`Delete failed. Check your connection and try again.`)
            : null
        }
        onConfirm={() => remove.mutate(ticked.map((line) => line.id))}
        onClose={() => {
          setConfirming(false);
          remove.reset();
        }}
      >
        <p>
          <Plural
            value={count}
            one="# selected line will leave your bag."
            other="# selected lines will leave your bag."
          />
        </p>
      </ConfirmDialog>
    </div>
  );
}
