import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Address } from '../../../../contract/member';
import { placeLine } from '../../../lib/place-line';
import { Button } from '../../../ui/Button';
import {
  addressesQueryOptions,
  defaultAddressMutationOptions,
  deleteAddressMutationOptions,
} from '../api';
import { sortAddresses } from '../model';
import { AddressDialog } from './AddressDialog';
import styles from './AddressBook.module.css';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useTabLabels } from './labels';
import { useRefusal, type Outcome } from '../../../ui/forms/outcome';
import { EmptyState, ScreenHeading } from '../../../ui/screens/ScreenParts';

type Editing = { address: Address | null } | null;

/** The address book: default first, each editable, the default changeable, each deletable. */
export function AddressBook() {
  const { t } = useLingui();
  const labels = useTabLabels();
  const queryClient = useQueryClient();
  const refusal = useRefusal();
  const addresses = useSuspenseQuery(addressesQueryOptions());
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [notice, setNotice] = useState<Outcome>(null);
  const makeDefault = useMutation({
    ...defaultAddressMutationOptions(queryClient),
    onSuccess: () => setNotice({ kind: 'saved', message: t`This is now your default address.` }),
    onError: (error) => setNotice(refusal.of(error)),
  });
  const remove = useMutation({
    ...deleteAddressMutationOptions(queryClient),
    onSuccess: () => {
      setDeleting(null);
      setNotice({ kind: 'saved', message: t`The address has been deleted.` });
    },
    onError: (error) => {
      setDeleting(null);
      setNotice(refusal.of(error));
    },
  });
  const list = sortAddresses(addresses.data);
  const add = () => {
    setNotice(null);
    setEditing({ address: null });
  };

  return (
    <>
      <ScreenHeading
        title={labels.addresses}
        actions={
          list.length > 0 && (
            <Button variant="secondary" onClick={add}>
              {t`Add a new address`}
            </Button>
          )
        }
      />
      <p
        className={`${styles.notice} ${notice?.kind === 'refused' ? styles.refused : ''}`}
        role="status"
      >
        {notice?.message}
      </p>
      {list.length === 0 ? (
        <EmptyState title={t`You have not saved an address yet.`}>
          <Button onClick={add}>{t`Add a new address`}</Button>
        </EmptyState>
      ) : (
        <ul className={styles.list} aria-label={labels.addresses}>
          {list.map((address) => (
            <li key={address.id} className={styles.card} aria-label={address.name}>
              <div className={styles.top}>
                <p className={styles.name}>{address.name}</p>
                {address.is_default && <span className={styles.badge}>{t`Default`}</span>}
              </div>
              <p className={styles.line}>{address.mobile}</p>
              <p className={styles.line}>
                {placeLine(address.province_name, address.city_name, address.area_name)}
              </p>
              <p className={styles.line}>{address.address}</p>
              <div className={styles.actions}>
                <Button
                  variant="text"
                  onClick={() => {
                    setNotice(null);
                    setEditing({ address });
                  }}
                >
                  {t`Edit`}
                </Button>
                {!address.is_default && (
                  <Button
                    variant="text"
                    disabled={makeDefault.isPending}
                    onClick={() => makeDefault.mutate(address.id)}
                  >
                    {t`Set as default`}
                  </Button>
                )}
                <Button variant="text" onClick={() => setDeleting(address)}>
                  {t`Delete`}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <AddressDialog
          address={editing.address}
          isFirst={list.length === 0}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setNotice({ kind: 'saved', message: t`The address has been saved.` });
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete this address?`}
        confirmLabel={t`Delete`}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      >
        {deleting && (
          <p>
            {deleting.name}, {deleting.address}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
