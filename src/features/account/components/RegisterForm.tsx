import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import type { LoginReply } from '../../../../contract/account';
import { Button } from '../../../ui/Button';
import { postRegister } from '../api';
import {
  EMPTY_REGISTRATION,
  REGISTRATION_FIELDS,
  registrationInput,
  registrationProblem,
  type RegistrationField,
  type RegistrationValues,
} from '../registration';
import { captchaProblem } from '../validation';
import { BirthdayField } from './BirthdayField';
import { CheckboxField, FormAlert, TextField, type InputProps } from './Fields';
import { PrivacyConsent } from './PrivacyConsent';
import styles from './forms.module.css';
import { MobileCodeFields } from './MobileCodeFields';
import { TitleField } from './TitleField';
import { useAccountForm } from './useAccountForm';
import { useRefusal } from './useRefusal';

type Field = RegistrationField | 'captcha';

/** Spec §3 registration: every field checked on blur and on submit, with the spec's messages. */
export function RegisterForm({
  onRegistered,
}: {
  onRegistered: (reply: LoginReply & { coupon_value: number }) => void;
}) {
  const form = useAccountForm<RegistrationValues, Field>(EMPTY_REGISTRATION, (field, values) =>
    field === 'captcha' ? captchaProblem(values.captcha) : registrationProblem(field, values),
  );
  const { values, problems, idOf } = form;
  const refusal = useRefusal();
  const register = useMutation({
    mutationFn: () => postRegister(registrationInput(values)),
    onSuccess: onRegistered,
    onError: refusal.show,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    refusal.clear();
    if (form.checkFields(REGISTRATION_FIELDS)) register.mutate();
  };

  const text = (
    field:
      'last_name' | 'first_name' | 'country' | 'city' | 'email' | 'password' | 'password_confirm',
    label: ReactNode,
    extra: InputProps = {},
  ) => (
    <TextField
      id={idOf(field)}
      label={label}
      value={values[field]}
      onValue={(value) => form.set(field, value)}
      onBlur={() => form.blur(field)}
      problem={problems[field]}
      {...extra}
    />
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TitleField
        id={idOf('title')}
        value={values.title}
        onValue={(value) => form.set('title', value)}
        onBlur={() => form.blur('title')}
        problem={problems.title}
      />
      <div className={styles.pair}>
        {text('last_name', <Trans>Last name</Trans>, { autoComplete: 'family-name' })}
        {text('first_name', <Trans>First name</Trans>, { autoComplete: 'given-name' })}
      </div>
      <BirthdayField
        id={idOf('birthday')}
        value={values.birthday}
        onValue={(value) => form.set('birthday', value)}
        onBlur={() => form.blur('birthday')}
        problem={problems.birthday}
      />
      <div className={styles.pair}>
        {text('country', <Trans>Country or region</Trans>, {
          autoComplete: 'country-name',
          maxLength: 60,
        })}
        {text('city', <Trans>City</Trans>, { autoComplete: 'address-level2', maxLength: 60 })}
      </div>
      {text('email', <Trans>Email</Trans>, {
        type: 'email',
        inputMode: 'email',
        autoComplete: 'email',
        maxLength: 254,
      })}
      <MobileCodeFields form={form} scene="register" />
      {text('password', <Trans>Password</Trans>, {
        type: 'password',
        autoComplete: 'new-password',
        maxLength: 64,
      })}
      {text('password_confirm', <Trans>Confirm password</Trans>, {
        type: 'password',
        autoComplete: 'new-password',
        maxLength: 64,
      })}
      <div className={styles.consents}>
        <PrivacyConsent
          id={idOf('privacy')}
          checked={values.privacy}
          onChecked={(checked) => form.set('privacy', checked)}
          onBlur={() => form.blur('privacy')}
          problem={problems.privacy}
        />
        <CheckboxField
          id={idOf('newsletter')}
          checked={values.newsletter}
          onChecked={(checked) => form.set('newsletter', checked)}
        >
          <label htmlFor={idOf('newsletter')}>
            <Trans>Send me MAISON news, new collections and private events by email.</Trans>
          </label>
        </CheckboxField>
      </div>
      <FormAlert message={refusal.message} />
      <Button type="submit" className={styles.submit} disabled={register.isPending}>
        {register.isPending ? <Trans>Creating your account…</Trans> : <Trans>Create account</Trans>}
      </Button>
    </form>
  );
}
