import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Address } from '../../../../contract/member';
import { placeLine } from '../../../lib/place-line';
import { Button } from '../../../ui/Button';
import { AddressDialog, addressesQueryOptions } from '../../member';
import { AddressPicker } from './AddressPicker';
import styles from './AddressSection.module.css';
import { Section } from './Parts';

/** Where the order goes: the chosen (or default) address, another one, or a new one. */
export function AddressSection({
  address,
  onChoose,
  problem,
}: {
  /** The address the preview uses: the chosen one, else the member's default. */
  address: Address | null;
  onChoose: (id: number) => void;
  problem: string | null;
}) {
  const { t } = useLingui();
  const addresses = useQuery(addressesQueryOptions());
  const list = addresses.data ?? [];
  const [picking, setPicking] = useState(false);
  const [adding, setAdding] = useState(false);
  // The ids there were before an address was added: the new one is the one that was not.
  const [known, setKnown] = useState<ReadonlySet<number> | null>(null);

  useEffect(() => {
    if (!known || !addresses.data) return;
    const added = addresses.data.filter((item) => !known.has(item.id)).map((item) => item.id);
    if (added.length === 0) return;
    setKnown(null);
    onChoose(Math.max(...added));
  }, [addresses.data, known, onChoose]);

  const add = () => {
    setPicking(false);
    setAdding(true);
  };

  return (
    <Section
      id="checkout-address"
      title={t`Delivery address`}
      aside={
        address && (
          <Button variant="text" onClick={() => setPicking(true)}>
            {t`Change`}
          </Button>
        )
      }
    >
      {address ? (
        <div className={styles.card}>
          <p className={styles.name}>
            {address.name}
            <span className={styles.mobile}>{address.mobile}</span>
          </p>
          <p className={styles.line}>
            {placeLine(
              address.province_name,
              address.city_name,
              address.area_name,
              address.address,
            )}
          </p>
        </div>
      ) : (
        <div className={`${styles.empty} ${problem ? styles.invalid : ''}`}>
          <p className={styles.line}>
            {list.length > 0
              ? t`Choose where this order should be delivered.`
              : t`You have no delivery address yet.`}
          </p>
          <div className={styles.emptyActions}>
            {list.length > 0 && (
              <Button variant="secondary" onClick={() => setPicking(true)}>
                {t`Choose an address`}
              </Button>
            )}
            <Button variant={list.length > 0 ? 'text' : 'secondary'} onClick={add}>
              {t`Add a new address`}
            </Button>
          </div>
        </div>
      )}
      <p className={styles.problem} role="alert">
        {problem}
      </p>
      {picking && (
        <AddressPicker
          addresses={list}
          chosenId={address?.id ?? null}
          onChoose={(id) => {
            setPicking(false);
            onChoose(id);
          }}
          onAdd={add}
          onClose={() => setPicking(false)}
        />
      )}
      {adding && (
        <AddressDialog
          address={null}
          isFirst={list.length === 0}
          onClose={() => setAdding(false)}
          onSaved={() => {
            setKnown(new Set(list.map((item) => item.id)));
            setAdding(false);
          }}
        />
      )}
    </Section>
  );
}
