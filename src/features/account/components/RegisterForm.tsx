import { Trans } from '@lingui/react/macro';
import { useSelector } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import type { LoginReply } from '../../../../contract/account';
import { Button } from '../../../ui/Button';
import { CheckboxField } from '../../../ui/forms/CheckboxField';
import { bind, problemOf } from '../../../ui/forms/checked-form';
import { FieldInput, type FieldInputOptions } from '../../../ui/forms/Field';
import { FormAlert } from '../../../ui/forms/FormAlert';
import { RequiredLegend } from '../../../ui/forms/Required';
import { useRefusableForm } from '../../../ui/forms/refusable-form';
import { postRegister } from '../api';
import { usePasswordRule, useProblemText } from '../problem-messages';
import {
  EMPTY_REGISTRATION,
  registrationInput,
  registrationProblem,
  type RegistrationField,
  type RegistrationValues,
} from '../registration';
import { BirthdayField } from './BirthdayField';
import { PrivacyConsent } from './PrivacyConsent';
import styles from './forms.module.css';
import { CODE_FIELDS, MobileCodeFields } from './MobileCodeFields';
import { TitleField } from './TitleField';
import { SIGN_IN_REFUSAL } from '../sign-in-refusal';

/** A field's check, run on the whole form's values (the confirmation reads the password). */
const checkOf = (field: RegistrationField) => ({
  onDynamic: ({ fieldApi }: { fieldApi: { form: { state: { values: RegistrationValues } } } }) =>
    registrationProblem(field, fieldApi.form.state.values),
});

/**
 * Spec §3 registration: what the shop needs, marked as required, then what the shopper may add;
 * every field checked on blur and on submit, with the spec's messages.
 */
export function RegisterForm({
  onRegistered,
}: {
  onRegistered: (reply: LoginReply & { coupon_value: number }) => void;
}) {
  const problemText = useProblemText();
  const passwordRule = usePasswordRule();
  const {
    form,
    formRef,
    idOf,
    refusal,
    sending: register,
    submit,
  } = useRefusableForm({
    defaultValues: EMPTY_REGISTRATION,
    send: (values) => postRegister(registrationInput(values)),
    onDone: onRegistered,
    refusal: SIGN_IN_REFUSAL,
  });

  const text = (
    field: 'last_name' | 'first_name' | 'country' | 'city' | 'password' | 'password_confirm',
    label: ReactNode,
    extra: FieldInputOptions = {},
  ) => (
    <form.Field name={field} validators={checkOf(field)}>
      {(bound) => (
        <FieldInput
          id={idOf(field)}
          label={label}
          field={bound}
          problem={problemText(problemOf(bound))}
          quiet
          {...extra}
        />
      )}
    </form.Field>
  );

  const newsletter = useSelector(form.store, (state) => state.values.newsletter);

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <RequiredLegend />
      <form.Field name="title" validators={checkOf('title')}>
        {(field) => <TitleField id={idOf('title')} required {...bind(field)} />}
      </form.Field>
      <div className={styles.pair}>
        {text('last_name', <Trans>Last name</Trans>, {
          autoComplete: 'family-name',
          required: true,
        })}
        {text('first_name', <Trans>First name</Trans>, {
          autoComplete: 'given-name',
          required: true,
        })}
      </div>
      <MobileCodeFields form={form} fields={CODE_FIELDS} scene="register" idOf={idOf} required />
      {text('password', <Trans>Password</Trans>, {
        type: 'password',
        autoComplete: 'new-password',
        maxLength: 64,
        required: true,
        rule: passwordRule,
      })}
      {text('password_confirm', <Trans>Confirm password</Trans>, {
        type: 'password',
        autoComplete: 'new-password',
        maxLength: 64,
        required: true,
      })}
      <fieldset className={styles.fieldset} aria-describedby={idOf('about-you')}>
        <legend className={styles.legend}>
          <Trans>About you</Trans>
        </legend>
        <div className={styles.form}>
          <p id={idOf('about-you')} className={styles.hint}>
            <Trans>
              You may leave these out and add them later in your profile. Your email can also sign
              you in, and is needed if you would like our news by email.
            </Trans>
          </p>
          {/* Listens to the newsletter box, which makes it needed. */}
          <form.Field
            name="email"
            validators={{ ...checkOf('email'), onChangeListenTo: ['newsletter'] }}
          >
            {(field) => (
              <FieldInput
                id={idOf('email')}
                label={<Trans>Email</Trans>}
                field={field}
                problem={problemText(problemOf(field))}
                quiet
                type="email"
                inputMode="email"
                autoComplete="email"
                maxLength={254}
                required={newsletter}
              />
            )}
          </form.Field>
          <form.Field name="birthday" validators={checkOf('birthday')}>
            {(field) => <BirthdayField id={idOf('birthday')} {...bind(field)} />}
          </form.Field>
          <div className={styles.pair}>
            {text('country', <Trans>Country or region</Trans>, {
              autoComplete: 'country-name',
              maxLength: 60,
            })}
            {text('city', <Trans>City</Trans>, { autoComplete: 'address-level2', maxLength: 60 })}
          </div>
        </div>
      </fieldset>
      <div className={styles.consents}>
        <form.Field name="privacy" validators={checkOf('privacy')}>
          {(field) => (
            <PrivacyConsent
              id={idOf('privacy')}
              checked={field.state.value}
              onChecked={field.handleChange}
              onBlur={field.handleBlur}
              problem={problemOf(field)}
              required
            />
          )}
        </form.Field>
        <form.Field name="newsletter">
          {(field) => (
            <CheckboxField
              id={idOf('newsletter')}
              checked={field.state.value}
              onChecked={field.handleChange}
              quiet
            >
              <label htmlFor={idOf('newsletter')}>
                <Trans>Send me MAISON news, new collections and private events by email.</Trans>
              </label>
            </CheckboxField>
          )}
        </form.Field>
      </div>
      <FormAlert message={refusal.message} />
      <Button type="submit" className={styles.submit} disabled={register.isPending}>
        {register.isPending ? <Trans>Creating your account…</Trans> : <Trans>Create account</Trans>}
      </Button>
    </form>
  );
}
