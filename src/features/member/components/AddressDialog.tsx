import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { Address } from '../../../../contract/member';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { saveAddressMutationOptions } from '../api';
import { hasProblems, validateAddress, type AddressField, type AddressForm } from '../validation';
import { DistrictFields } from './DistrictFields';
import { Field, describedBy } from '../../../ui/forms/Field';
import styles from '../../../ui/forms/form.module.css';
import { useProblemText } from './labels';
import { focusFirstInvalid, useRefusal, type Outcome } from '../../../ui/forms/outcome';

const ADDRESS_FIELDS: AddressField[] = ['name', 'mobile', 'district', 'address'];

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
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState(() => formOf(address, isFirst));
  const [touched, setTouched] = useState<ReadonlySet<AddressField>>(new Set());
  const [attempts, setAttempts] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const save = useMutation({
    ...saveAddressMutationOptions(queryClient),
    onSuccess: onSaved,
    onError: (error) => setOutcome(refusal(error)),
  });

  useLayoutEffect(() => {
    if (attempts > 0) focusFirstInvalid(formRef.current);
  }, [attempts]);

  const problems = validateAddress(form);
  const problemOf = (field: AddressField) =>
    attempts > 0 || touched.has(field) ? problems[field] : undefined;
  // Spec §5 says "cannot be blank" once for the whole form; other problems stay with their field.
  const blank = (field: AddressField) => problemOf(field) === 'addressBlank';
  const shown = (field: AddressField) => (blank(field) ? undefined : problemText(problemOf(field)));
  const blankId = `${id}-blank`;
  const summary = (field: AddressField) => (blank(field) ? blankId : undefined);
  const anyBlank = ADDRESS_FIELDS.some(blank);
  const touch = (field: AddressField) => () => setTouched((before) => new Set(before).add(field));
  const set = <K extends keyof AddressForm>(key: K, value: AddressForm[K]) => {
    setForm((before) => ({ ...before, [key]: value }));
    setOutcome(null);
  };
  const fieldId = (field: string) => `${id}-${field}`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    if (hasProblems(problems)) {
      setAttempts((count) => count + 1);
      return;
    }
    save.mutate({
      ...(address ? { id: address.id } : {}),
      name: form.name.trim(),
      mobile: form.mobile.trim(),
      province_code: form.province_code,
      city_code: form.city_code,
      area_code: form.area_code,
      address: form.address.trim(),
      is_default: form.is_default ? '1' : '0',
    });
  };

  const nameProblem = shown('name');
  const mobileProblem = shown('mobile');
  const addressProblem = shown('address');

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
        <Field id={fieldId('name')} label={t`Name`} problem={nameProblem} wide>
          <input
            id={fieldId('name')}
            className={styles.input}
            autoComplete="name"
            maxLength={30}
            value={form.name}
            onChange={(event) => set('name', event.target.value)}
            onBlur={touch('name')}
            {...describedBy(fieldId('name'), nameProblem, summary('name'))}
          />
        </Field>
        <Field id={fieldId('mobile')} label={t`Mobile number`} problem={mobileProblem} wide>
          <input
            id={fieldId('mobile')}
            className={styles.input}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={11}
            value={form.mobile}
            onChange={(event) => set('mobile', event.target.value)}
            onBlur={touch('mobile')}
            {...describedBy(fieldId('mobile'), mobileProblem, summary('mobile'))}
          />
        </Field>
        <DistrictFields
          id={fieldId('district')}
          value={form}
          invalid={blank('district')}
          describedBy={summary('district')}
          onChange={(next) => {
            setForm((before) => ({ ...before, ...next }));
            setOutcome(null);
          }}
          onBlur={touch('district')}
        />
        <Field id={fieldId('address')} label={t`Detailed address`} problem={addressProblem} wide>
          <input
            id={fieldId('address')}
            className={styles.input}
            autoComplete="street-address"
            maxLength={120}
            value={form.address}
            onChange={(event) => set('address', event.target.value)}
            onBlur={touch('address')}
            {...describedBy(fieldId('address'), addressProblem, summary('address'))}
          />
        </Field>
        <label className={`${styles.choice} ${styles.span}`}>
          <input
            type="checkbox"
            checked={form.is_default}
            onChange={(event) => set('is_default', event.target.checked)}
          />
          {t`Use as my default address`}
        </label>
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
