import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { postResetPassword } from '../api';
import { confirmationProblem, newPasswordProblem } from '../validation';
import { FormAlert, TextField } from './Fields';
import styles from './forms.module.css';
import { useAccountForm } from './useAccountForm';
import { useRefusal } from './useRefusal';

const FIELDS = ['password', 'password_confirm'] as const;

/** Forgot password, step two: a new password, with the ticket the proven number earned. */
export function ResetPasswordForm({
  resetToken,
  onReset,
}: {
  resetToken: string;
  onReset: () => void;
}) {
  const form = useAccountForm(
    { password: '', password_confirm: '' },
    (field: (typeof FIELDS)[number], values) =>
      field === 'password'
        ? newPasswordProblem(values.password)
        : confirmationProblem(values.password, values.password_confirm),
  );
  const refusal = useRefusal();
  const reset = useMutation({
    mutationFn: () =>
      postResetPassword({
        reset_token: resetToken,
        password: form.values.password,
        password_confirm: form.values.password_confirm,
      }),
    onSuccess: onReset,
    onError: refusal.show,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    refusal.clear();
    if (form.checkFields(FIELDS)) reset.mutate();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        id={form.idOf('password')}
        label={<Trans>New password</Trans>}
        value={form.values.password}
        onValue={(value) => form.set('password', value)}
        onBlur={() => form.blur('password')}
        problem={form.problems.password}
        type="password"
        autoComplete="new-password"
        maxLength={64}
        note={
          <p className={styles.hint}>
            <Trans>8-16 characters, letters and numbers.</Trans>
          </p>
        }
      />
      <TextField
        id={form.idOf('password_confirm')}
        label={<Trans>Confirm new password</Trans>}
        value={form.values.password_confirm}
        onValue={(value) => form.set('password_confirm', value)}
        onBlur={() => form.blur('password_confirm')}
        problem={form.problems.password_confirm}
        type="password"
        autoComplete="new-password"
        maxLength={64}
      />
      <FormAlert message={refusal.message} />
      <Button type="submit" className={styles.submit} disabled={reset.isPending}>
        <Trans>Change password</Trans>
      </Button>
    </form>
  );
}
