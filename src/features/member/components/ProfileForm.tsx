import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@tanstack/react-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import type { Profile } from '../../../../contract/member';
import type { Title } from '../../../../contract/rules';
import { Button } from '../../../ui/Button';
import { saveProfileMutationOptions } from '../api';
import {
  validateProfile,
  type ProfileField,
  type ProfileForm as ProfileValues,
} from '../validation';
import { DistrictPicker } from '../../../ui/forms/DistrictPicker';
import { useDistrictPlaces } from './useDistrictPlaces';
import { Field, FieldInput } from '../../../ui/forms/Field';
import styles from '../../../ui/forms/form.module.css';
import { useProblemText } from './labels';
import { TitleChoice } from './TitleChoice';
import { useRefusal, type Outcome } from '../../../ui/forms/outcome';
import { CHECKED_FORM, checkedBy, problemOf, useCheckedForm } from '../../../ui/forms/checked-form';
import { useFocusAfterRefusal } from '../../../ui/forms/focus';

function formOf(profile: Profile): ProfileValues {
  return {
    title: profile.title,
    last_name: profile.last_name,
    first_name: profile.first_name,
    birthday: profile.birthday,
    country: profile.country,
    city: profile.city,
    province_code: profile.province_code,
    city_code: profile.city_code,
    area_code: profile.area_code,
    address: profile.address,
    special_date: profile.special_date,
    email: profile.email,
    newsletter: profile.newsletter,
  };
}

/**
 * What registration let the member leave out and the profile still lacks, as one phrase in the
 * shopper's language ("date of birth, country or region and home city"), or '' when nothing.
 */
function useStillMissing(profile: Profile): string {
  const { t, i18n } = useLingui();
  const missing = [
    profile.birthday === '' && t`date of birth`,
    profile.country === '' && t`country or region`,
    profile.city === '' && t`home city`,
  ].filter((name) => name !== false);
  return new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(missing);
}

/** The member's profile, checked as it is typed and saved in place. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const missing = useStillMissing(profile);
  const id = useId();
  const queryClient = useQueryClient();
  const problemText = useProblemText();
  const refusal = useRefusal();
  const { formRef, refused } = useFocusAfterRefusal();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const save = useMutation({
    ...saveProfileMutationOptions(queryClient),
    onSuccess: (saved) => {
      form.reset(formOf(saved));
      setOutcome({ kind: 'saved' });
    },
    onError: (error) => setOutcome(refusal.of(error)),
  });
  const form = useCheckedForm({
    ...CHECKED_FORM,
    defaultValues: formOf(profile),
    listeners: { onChange: () => setOutcome(null) },
    // Checked before: the title is one of TITLES.
    onSubmit: ({ value }) =>
      save.mutate({
        ...value,
        title: value.title as Title,
        newsletter: value.newsletter ? '1' : '0',
      }),
    onSubmitInvalid: refused,
  });
  const values = useSelector(form.store, (state) => state.values);
  const fieldId = (field: string) => `${id}-${field}`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    void form.handleSubmit();
  };

  const input = (
    name: Exclude<ProfileField, 'title' | 'province_code'>,
    label: string,
    extra: InputHTMLAttributes<HTMLInputElement> & { hint?: string; wide?: boolean },
  ) => (
    <form.Field
      name={name}
      // A problem showing is checked again as the newsletter box changes: it makes the email needed.
      validators={{ ...checkedBy(validateProfile, name), onChangeListenTo: ['newsletter'] }}
    >
      {(field) => (
        <FieldInput
          id={fieldId(name)}
          label={label}
          field={field}
          problem={problemText(problemOf(field))}
          {...extra}
        />
      )}
    </form.Field>
  );

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      {missing && (
        <p className={styles.notice}>{t`To complete your profile, add your ${missing} below.`}</p>
      )}
      <form.Field name="title" validators={checkedBy(validateProfile, 'title')}>
        {(field) => (
          <TitleChoice
            id={fieldId('title')}
            value={field.state.value}
            problem={problemText(problemOf(field))}
            onChoose={field.handleChange}
            onBlur={field.handleBlur}
          />
        )}
      </form.Field>
      {input('last_name', t`Last name`, {
        type: 'text',
        autoComplete: 'family-name',
        maxLength: 40,
      })}
      {input('first_name', t`First name`, {
        type: 'text',
        autoComplete: 'given-name',
        maxLength: 40,
      })}
      {input('birthday', t`Date of birth`, {
        type: 'date',
        autoComplete: 'bday',
        max: new Date().toISOString().slice(0, 10),
      })}
      {input('country', t`Country or region`, {
        type: 'text',
        autoComplete: 'country-name',
        maxLength: 60,
      })}
      {input('city', t`Home city`, { type: 'text', autoComplete: 'address-level2', maxLength: 60 })}
      {input('special_date', t`Special date`, {
        type: 'date',
        hint: t`An anniversary or another day you celebrate (optional)`,
      })}
      {/* The three lists are one field, kept under the province's name. */}
      <form.Field name="province_code" validators={checkedBy(validateProfile, 'province_code')}>
        {(field) => (
          <DistrictPicker
            id={fieldId('district')}
            usePlaces={useDistrictPlaces}
            value={values}
            problem={problemText(problemOf(field))}
            onChange={(next) => {
              // The city and area first, so that the district's check sees all three.
              form.setFieldValue('city_code', next.city_code);
              form.setFieldValue('area_code', next.area_code);
              field.handleChange(next.province_code);
            }}
            onBlur={field.handleBlur}
          />
        )}
      </form.Field>
      {input('address', t`Detailed address`, {
        type: 'text',
        autoComplete: 'street-address',
        maxLength: 120,
        wide: true,
      })}
      {input('email', t`Email`, {
        type: 'email',
        autoComplete: 'email',
        maxLength: 254,
        hint: t`Optional, unless you would like our news by email`,
      })}
      <Field
        id={fieldId('mobile')}
        label={t`Mobile number`}
        hint={t`Your mobile number signs you in and cannot be changed here.`}
      >
        <input
          id={fieldId('mobile')}
          className={styles.input}
          type="tel"
          value={profile.mobile}
          readOnly
        />
      </Field>
      <form.Field name="newsletter">
        {(field) => (
          <label className={`${styles.choice} ${styles.span}`}>
            <input
              type="checkbox"
              checked={field.state.value}
              onChange={(event) => field.handleChange(event.target.checked)}
            />
            {t`Send me news of collections, events and private sales by email`}
          </label>
        )}
      </form.Field>
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t`Saving…` : t`Save changes`}
        </Button>
        <p
          className={`${styles.outcome} ${outcome?.kind === 'saved' ? styles.saved : styles.refused}`}
          role="status"
        >
          {outcome?.kind === 'saved' ? t`Your profile has been saved.` : outcome?.message}
        </p>
      </div>
    </form>
  );
}
