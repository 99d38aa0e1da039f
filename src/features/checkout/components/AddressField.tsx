import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { OrderPreview } from '../../../../contract/order';
import { problemOf, type BoundField } from '../../../ui/forms/checked-form';
import type { CheckoutProblem } from '../validation';
import { AddressSection } from './AddressSection';

/**
 * The delivery address as a field of the order page: it holds whether the order has one (the
 * preview's, chosen or added here), which the form checks on submit.
 */
export function AddressField({
  field,
  address,
  onChoose,
}: {
  field: BoundField<boolean, CheckoutProblem>;
  address: OrderPreview['address'];
  onChoose: (id: number) => void;
}) {
  const { t } = useLingui();
  const hasAddress = address !== null;
  const value = field.state.value;
  const handleChange = field.handleChange;
  useEffect(() => {
    if (value !== hasAddress) handleChange(hasAddress);
  }, [value, hasAddress, handleChange]);
  return (
    <AddressSection
      address={address}
      onChoose={onChoose}
      problem={problemOf(field) ? t`A delivery address is required` : null}
    />
  );
}
