import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import type { LoginReply } from '../../../../contract/account';
import { Button } from '../../../ui/Button';
import { postLogin } from '../api';
import { accountProblem, loginPasswordProblem } from '../validation';
import { FormAlert, TextField } from './Fields';
import styles from './forms.module.css';
import { useAccountForm } from './useAccountForm';
import { useRefusal } from './useRefusal';

const FIELDS = ['account', 'password'] as const;

/** Signing in with a mobile number or an email address and a password. */
export function PasswordLoginForm({ onSignedIn }: { onSignedIn: (reply: LoginReply) => void }) {
  const form = useAccountForm({ account: '', password: '' }, (field: (typeof FIELDS)[number], v) =>
    field === 'account' ? accountProblem(v.account) : loginPasswordProblem(v.password),
  );
  const refusal = useRefusal();
  const login = useMutation({
    mutationFn: () =>
      postLogin({
        type: 'password',
        account: form.values.account.trim(),
        password: form.values.password,
      }),
    onSuccess: onSignedIn,
    onError: refusal.show,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    refusal.clear();
    if (form.checkFields(FIELDS)) login.mutate();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        id={form.idOf('account')}
        label={<Trans>Mobile number or email</Trans>}
        value={form.values.account}
        onValue={(value) => form.set('account', value)}
        onBlur={() => form.blur('account')}
        problem={form.problems.account}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={254}
      />
      <TextField
        id={form.idOf('password')}
        label={<Trans>Password</Trans>}
        value={form.values.password}
        onValue={(value) => form.set('password', value)}
        onBlur={() => form.blur('password')}
        problem={form.problems.password}
        type="password"
        autoComplete="current-password"
        maxLength={64}
      />
      <FormAlert message={refusal.message} />
      <Button type="submit" className={styles.submit} disabled={login.isPending}>
        {login.isPending ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
      </Button>
    </form>
  );
}
