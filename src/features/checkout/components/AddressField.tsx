import { useLingui } from '@lingui/react/macro';
import type { OrderPreview } from '../../../../contract/order';
import { problemOf, type BoundField } from '../../../ui/forms/checked-form';
import type { CheckoutProblem } from '../validation';
import { AddressSection } from './AddressSection';

/**
 * The delivery address as a field of the order page: it holds the address chosen here (null for
 * the member's default one), and the form checks on submit that the order goes somewhere.
 */
export function AddressField({
  field,
  address,
  onChoose,
}: {
  field: BoundField<number | null, CheckoutProblem>;
  address: OrderPreview['address'];
  onChoose: (id: number) => void;
}) {
  const { t } = useLingui();
  return (
    <AddressSection
      address={address}
      onChoose={onChoose}
      problem={problemOf(field) ? t`A delivery address is required` : null}
    />
  );
}
