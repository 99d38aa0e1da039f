import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@tanstack/react-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import type { Address } from '../../../../contract/member';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { CHECKED_FORM, checkedBy, problemOf, useCheckedForm } from '../../../ui/forms/checked-form';
import { useFocusAfterRefusal } from '../../../ui/forms/focus';
import { FieldInput } from '../../../ui/forms/Field';
import styles from '../../../ui/forms/form.module.css';
import { useRefusal, type Outcome } from '../../../ui/forms/outcome';
import { saveAddressMutationOptions } from '../api';
import { validateAddress, type AddressForm } from '../validation';
import { DistrictPicker } from '../../../ui/forms/DistrictPicker';
import { useDistrictPlaces } from './useDistrictPlaces';
import { useProblemText } from './labels';

function formOf(address: Address | null, isFirst: boolean): AddressForm {
  return {
    name: address?.name ?? '',
    mobile: address?.mobile ?? '',
    province_code: address?.province_code ?? '',
    city_code: address?.city_code ?? '',
    area_code: address?.area_code ?? '',
    address: address?.address ?? '',
    is_default: address?.is_default ?? isFirst,
  };
}

/** Adds an address (`address` null) or edits one, in a sheet on a phone and a card on desktop. */
export function AddressDialog({
  address,
  isFirst,
  onClose,
  onSaved,
}: {
  address: Address | null;
  isFirst: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const problemText = useProblemText();
  const refusal = useRefusal();
  const { formRef, refused } = useFocusAfterRefusal();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const save = useMutation({
    ...saveAddressMutationOptions(queryClient),
    onSuccess: onSaved,
    onError: (error) => setOutcome(refusal.of(error)),
  });
  const form = useCheckedForm({
    ...CHECKED_FORM,
    defaultValues: formOf(address, isFirst),
    listeners: { onChange: () => setOutcome(null) },
    onSubmit: ({ value }) =>
      save.mutate({
        ...(address ? { id: address.id } : {}),
        name: value.name.trim(),
        mobile: value.mobile.trim(),
        province_code: value.province_code,
        city_code: value.city_code,
        area_code: value.area_code,
        address: value.address.trim(),
        is_default: value.is_default ? '1' : '0',
      }),
    onSubmitInvalid: refused,
  });
  const values = useSelector(form.store, (state) => state.values);
  // Spec §5 says "cannot be blank" once for the whole form; other problems stay with their field.
  const anyBlank = useSelector(form.store, (state) =>
    Object.values(state.fieldMeta).some((meta) => meta?.errors.includes('addressBlank')),
  );
  const blankId = `${id}-blank`;
  const fieldId = (field: string) => `${id}-${field}`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    void form.handleSubmit();
  };

  const input = (
    name: 'name' | 'mobile' | 'address',
    label: string,
    extra: InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <form.Field name={name} validators={checkedBy(validateAddress, name)}>
      {(field) => {
        const problem = problemOf(field);
        const blank = problem === 'addressBlank';
        return (
          <FieldInput
            id={fieldId(name)}
            label={label}
            field={field}
            problem={blank ? undefined : problemText(problem)}
            summaryId={blank ? blankId : undefined}
            wide
            {...extra}
          />
        );
      }}
    </form.Field>
  );

  return (
    <Dialog
      open
      variant="sheet"
      onClose={onClose}
      title={address ? t`Edit address` : t`Add a new address`}
    >
      <form
        ref={formRef}
        className={`${styles.form} ${styles.inDialog}`}
        onSubmit={submit}
        noValidate
      >
        {input('name', t`Name`, { autoComplete: 'name', maxLength: 30 })}
        {input('mobile', t`Mobile number`, {
          type: 'tel',
          inputMode: 'numeric',
          autoComplete: 'tel-national',
          maxLength: 11,
        })}
        {/* The three lists are one field, kept under the province's name. */}
        <form.Field name="province_code" validators={checkedBy(validateAddress, 'district')}>
          {(field) => {
            const blank = problemOf(field) === 'addressBlank';
            return (
              <DistrictPicker
                id={fieldId('district')}
                usePlaces={useDistrictPlaces}
                value={values}
                invalid={blank}
                describedBy={blank ? blankId : undefined}
                onChange={(next) => {
                  // The city and area first, so that the district's check sees all three.
                  form.setFieldValue('city_code', next.city_code);
                  form.setFieldValue('area_code', next.area_code);
                  field.handleChange(next.province_code);
                }}
                onBlur={field.handleBlur}
              />
            );
          }}
        </form.Field>
        {input('address', t`Detailed address`, {
          autoComplete: 'street-address',
          maxLength: 120,
        })}
        <form.Field name="is_default">
          {(field) => (
            <label className={`${styles.choice} ${styles.span}`}>
              <input
                type="checkbox"
                checked={field.state.value}
                onChange={(event) => field.handleChange(event.target.checked)}
              />
              {t`Use as my default address`}
            </label>
          )}
        </form.Field>
        {/* Its room is kept, so that the message never moves the buttons as it appears. */}
        <p id={blankId} className={`${styles.problem} ${styles.formMessage}`} role="alert">
          {anyBlank ? problemText('addressBlank') : null}
        </p>
        <div className={styles.actions}>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t`Saving…` : t`Save address`}
          </Button>
          <Button variant="text" onClick={onClose}>
            {t`Cancel`}
          </Button>
          <p className={`${styles.outcome} ${styles.refused}`} role="status">
            {outcome?.kind === 'refused' ? outcome.message : null}
          </p>
        </div>
      </form>
    </Dialog>
  );
}
