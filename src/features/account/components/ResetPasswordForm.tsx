import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import {
  CHECKED_FORM,
  bind,
  focusFirstWrong,
  useCheckedForm,
  useFieldIds,
} from '../../../ui/forms/checked-form';
import { postResetPassword } from '../api';
import { confirmationProblem, newPasswordProblem } from '../validation';
import { FormAlert, PasswordRule, TextField } from './Fields';
import styles from './forms.module.css';
import { useRefusal } from './useRefusal';

const FIELDS = ['password', 'password_confirm'];

/** Forgot password, step two: a new password, with the ticket the proven number earned. */
export function ResetPasswordForm({
  resetToken,
  onReset,
}: {
  resetToken: string;
  onReset: () => void;
}) {
  const idOf = useFieldIds();
  const refusal = useRefusal();
  const reset = useMutation({
    mutationFn: (values: { password: string; password_confirm: string }) =>
      postResetPassword({ reset_token: resetToken, ...values }),
    onSuccess: onReset,
    onError: refusal.show,
  });
  const form = useCheckedForm({
    ...CHECKED_FORM,
    defaultValues: { password: '', password_confirm: '' },
    onSubmit: ({ value }) => reset.mutate(value),
    onSubmitInvalid: ({ formApi }) => focusFirstWrong(formApi, FIELDS, idOf),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    refusal.clear();
    void form.handleSubmit();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <form.Field
        name="password"
        validators={{ onDynamic: ({ value }) => newPasswordProblem(value) }}
      >
        {(field) => (
          <TextField
            id={idOf('password')}
            label={<Trans>New password</Trans>}
            {...bind(field)}
            type="password"
            autoComplete="new-password"
            maxLength={64}
            rule={<PasswordRule />}
          />
        )}
      </form.Field>
      <form.Field
        name="password_confirm"
        validators={{
          onDynamic: ({ value, fieldApi }) =>
            confirmationProblem(fieldApi.form.getFieldValue('password'), value),
        }}
      >
        {(field) => (
          <TextField
            id={idOf('password_confirm')}
            label={<Trans>Confirm new password</Trans>}
            {...bind(field)}
            type="password"
            autoComplete="new-password"
            maxLength={64}
          />
        )}
      </form.Field>
      <FormAlert message={refusal.message} />
      <Button type="submit" className={styles.submit} disabled={reset.isPending}>
        <Trans>Change password</Trans>
      </Button>
    </form>
  );
}
