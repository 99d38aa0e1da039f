import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@tanstack/react-form';
import { useState } from 'react';
import type { Address } from '../../../../contract/member';
import { placeLine } from '../../../lib/place-line';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { CHECKED_FORM, useCheckedForm } from '../../../ui/forms/checked-form';
import styles from './AddressSection.module.css';

/** The member's addresses, default first, to choose the one this order goes to. */
export function AddressPicker({
  addresses,
  chosenId,
  onChoose,
  onAdd,
  onClose,
}: {
  addresses: readonly Address[];
  chosenId: number | null;
  onChoose: (id: number) => void;
  onAdd: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const sorted = [...addresses].sort((a, b) => Number(b.is_default) - Number(a.is_default));
  // The first choice only: a list that changes while the picker is open keeps what is selected.
  const [defaultValues] = useState(() => ({
    addressId: chosenId ?? sorted[0]?.id ?? (null as number | null),
  }));
  const choice = useCheckedForm({
    ...CHECKED_FORM,
    defaultValues,
    onSubmit: ({ value }) => {
      if (value.addressId !== null) onChoose(value.addressId);
    },
  });
  const selected = useSelector(choice.store, (state) => state.values.addressId);
  return (
    <Dialog open variant="sheet" onClose={onClose} title={t`Choose a delivery address`}>
      <form
        className={styles.picker}
        onSubmit={(event) => {
          event.preventDefault();
          void choice.handleSubmit();
        }}
      >
        <fieldset className={styles.options}>
          <legend className="visually-hidden">{t`Your addresses`}</legend>
          {sorted.map((address) => (
            <label
              key={address.id}
              className={`${styles.option} ${selected === address.id ? styles.selected : ''}`}
            >
              <input
                type="radio"
                name="checkout-address"
                value={address.id}
                checked={selected === address.id}
                onChange={() => choice.setFieldValue('addressId', address.id)}
              />
              <span className={styles.optionText}>
                <span className={styles.name}>
                  {address.name}
                  <span className={styles.mobile}>{address.mobile}</span>
                  {address.is_default && <span className={styles.badge}>{t`Default`}</span>}
                </span>
                <span className={styles.line}>
                  {placeLine(
                    address.province_name,
                    address.city_name,
                    address.area_name,
                    address.address,
                  )}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className={styles.pickerActions}>
          <Button type="submit" disabled={selected === null}>
            {t`Deliver here`}
          </Button>
          <Button variant="text" onClick={onAdd}>
            {t`Add a new address`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
