import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { Profile } from '../../../../contract/member';
import { TITLES, type Title } from '../../../../contract/rules';
import { Button } from '../../../ui/Button';
import { profileQueryOptions, saveProfileMutationOptions } from '../api';
import { hasProblems, validateProfile, type ProfileField, type ProfileForm } from '../validation';
import { DistrictFields } from './DistrictFields';
import { Field, FieldMessage, describedBy } from '../../../ui/forms/Field';
import styles from '../../../ui/forms/form.module.css';
import { useProblemText, useTabLabels } from './labels';
import { focusFirstInvalid, useRefusal, type Outcome } from '../../../ui/forms/outcome';
import { ScreenError, ScreenHeading, ScreenLoading } from '../../../ui/screens/ScreenParts';

function formOf(profile: Profile): ProfileForm {
  return {
    title: profile.title,
    last_name: profile.last_name,
    first_name: profile.first_name,
    birthday: profile.birthday,
    province_code: profile.province_code,
    city_code: profile.city_code,
    area_code: profile.area_code,
    address: profile.address,
    special_date: profile.special_date,
    email: profile.email,
    newsletter: profile.newsletter,
  };
}

const AUTOCOMPLETE = {
  last_name: 'family-name',
  first_name: 'given-name',
  address: 'street-address',
  email: 'email',
} as const;

export function ProfileScreen() {
  const labels = useTabLabels();
  const profile = useQuery(profileQueryOptions());
  return (
    <>
      <ScreenHeading title={labels.profile} />
      {profile.data ? (
        <ProfileEditor profile={profile.data} />
      ) : profile.isError ? (
        <ScreenError onRetry={() => void profile.refetch()} />
      ) : (
        <ScreenLoading />
      )}
    </>
  );
}

function ProfileEditor({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const problemText = useProblemText();
  const refusal = useRefusal();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState(() => formOf(profile));
  const [touched, setTouched] = useState<ReadonlySet<ProfileField>>(new Set());
  const [attempts, setAttempts] = useState(0);
  const submitted = attempts > 0;
  const [outcome, setOutcome] = useState<Outcome>(null);
  const save = useMutation({
    ...saveProfileMutationOptions(queryClient),
    onSuccess: (saved) => {
      setForm(formOf(saved));
      setOutcome({ kind: 'saved' });
    },
    onError: (error) => setOutcome(refusal(error)),
  });

  const problems = validateProfile(form);
  const shown = (field: ProfileField) =>
    submitted || touched.has(field) ? problemText(problems[field]) : undefined;
  const touch = (field: ProfileField) => () => setTouched((before) => new Set(before).add(field));
  const set = <K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) => {
    setForm((before) => ({ ...before, [key]: value }));
    setOutcome(null);
  };
  const fieldId = (field: string) => `${id}-${field}`;

  useLayoutEffect(() => {
    if (attempts > 0) focusFirstInvalid(formRef.current);
  }, [attempts]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    if (hasProblems(problems)) {
      setAttempts((count) => count + 1);
      return;
    }
    // Checked above: the title is one of TITLES.
    save.mutate({ ...form, title: form.title as Title, newsletter: form.newsletter ? '1' : '0' });
  };

  const text = (field: 'last_name' | 'first_name' | 'address' | 'email', label: string) => {
    const problem = shown(field);
    return (
      <Field id={fieldId(field)} label={label} problem={problem} wide={field === 'address'}>
        <input
          id={fieldId(field)}
          className={styles.input}
          type={field === 'email' ? 'email' : 'text'}
          autoComplete={AUTOCOMPLETE[field]}
          value={form[field]}
          maxLength={field === 'address' ? 120 : field === 'email' ? 254 : 40}
          onChange={(event) => set(field, event.target.value)}
          onBlur={touch(field)}
          {...describedBy(fieldId(field), problem)}
        />
      </Field>
    );
  };

  const titleProblem = shown('title');
  const birthdayProblem = shown('birthday');
  const specialProblem = shown('special_date');
  const titleNames: Record<(typeof TITLES)[number], string> = { 'Mr.': t`Mr.`, 'Ms.': t`Ms.` };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={`${styles.fieldset} ${styles.span}`}>
        <legend className={styles.legend}>{t`Title`}</legend>
        <div className={styles.choices}>
          {TITLES.map((title) => (
            <label key={title} className={styles.choice}>
              <input
                type="radio"
                name={fieldId('title')}
                value={title}
                checked={form.title === title}
                onChange={() => set('title', title)}
                onBlur={touch('title')}
                {...describedBy(fieldId('title'), titleProblem)}
              />
              {titleNames[title]}
            </label>
          ))}
        </div>
        <FieldMessage id={fieldId('title')} problem={titleProblem} />
      </fieldset>
      {text('last_name', t`Last name`)}
      {text('first_name', t`First name`)}
      <Field id={fieldId('birthday')} label={t`Date of birth`} problem={birthdayProblem}>
        <input
          id={fieldId('birthday')}
          className={styles.input}
          type="date"
          autoComplete="bday"
          value={form.birthday}
          max={new Date().toISOString().slice(0, 10)}
          onChange={(event) => set('birthday', event.target.value)}
          onBlur={touch('birthday')}
          {...describedBy(fieldId('birthday'), birthdayProblem)}
        />
      </Field>
      <Field
        id={fieldId('special_date')}
        label={t`Special date`}
        problem={specialProblem}
        hint={t`An anniversary or another day you celebrate (optional)`}
      >
        <input
          id={fieldId('special_date')}
          className={styles.input}
          type="date"
          value={form.special_date}
          onChange={(event) => set('special_date', event.target.value)}
          onBlur={touch('special_date')}
          {...describedBy(fieldId('special_date'), specialProblem)}
        />
      </Field>
      <DistrictFields
        id={fieldId('district')}
        value={form}
        problem={shown('province_code')}
        onChange={(next) => {
          setForm((before) => ({ ...before, ...next }));
          setOutcome(null);
        }}
        onBlur={touch('province_code')}
      />
      {text('address', t`Detailed address`)}
      {text('email', t`Email`)}
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
      <label className={`${styles.choice} ${styles.span}`}>
        <input
          type="checkbox"
          checked={form.newsletter}
          onChange={(event) => set('newsletter', event.target.checked)}
        />
        {t`Send me news of collections, events and private sales`}
      </label>
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
