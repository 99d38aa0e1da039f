import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import type { LoginReply } from '../../../../contract/account';
import { Button } from '../../../ui/Button';
import {
  CHECKED_FORM,
  bind,
  focusFirstWrong,
  useCheckedForm,
  useFieldIds,
} from '../../../ui/forms/checked-form';
import { postLogin } from '../api';
import { accountProblem, loginPasswordProblem } from '../validation';
import { FormAlert, TextField } from './Fields';
import styles from './forms.module.css';
import { useRefusal } from './useRefusal';

const FIELDS = ['account', 'password'];

/** Signing in with a mobile number or an email address and a password. */
export function PasswordLoginForm({ onSignedIn }: { onSignedIn: (reply: LoginReply) => void }) {
  const idOf = useFieldIds();
  const refusal = useRefusal();
  const login = useMutation({
    mutationFn: (values: { account: string; password: string }) =>
      postLogin({ type: 'password', account: values.account.trim(), password: values.password }),
    onSuccess: onSignedIn,
    onError: refusal.show,
  });
  const form = useCheckedForm({
    ...CHECKED_FORM,
    defaultValues: { account: '', password: '' },
    onSubmit: ({ value }) => login.mutate(value),
    onSubmitInvalid: ({ formApi }) => focusFirstWrong(formApi, FIELDS, idOf),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    refusal.clear();
    void form.handleSubmit();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <form.Field name="account" validators={{ onDynamic: ({ value }) => accountProblem(value) }}>
        {(field) => (
          <TextField
            id={idOf('account')}
            label={<Trans>Mobile number or email</Trans>}
            {...bind(field)}
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={254}
          />
        )}
      </form.Field>
      <form.Field
        name="password"
        validators={{ onDynamic: ({ value }) => loginPasswordProblem(value) }}
      >
        {(field) => (
          <TextField
            id={idOf('password')}
            label={<Trans>Password</Trans>}
            {...bind(field)}
            type="password"
            autoComplete="current-password"
            maxLength={64}
          />
        )}
      </form.Field>
      <FormAlert message={refusal.message} />
      <Button type="submit" className={styles.submit} disabled={login.isPending}>
        {login.isPending ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
      </Button>
    </form>
  );
}
