import { Trans } from '@lingui/react/macro';
import { Button } from '../../../ui/Button';
import { problemOf } from '../../../ui/forms/checked-form';
import { FieldInput } from '../../../ui/forms/Field';
import { FormAlert } from '../../../ui/forms/FormAlert';
import { useRefusableForm } from '../../../ui/forms/refusable-form';
import { postResetPassword } from '../api';
import { usePasswordRule, useProblemText } from '../problem-messages';
import { confirmationProblem, newPasswordProblem } from '../validation';
import styles from './forms.module.css';
import { SIGN_IN_REFUSAL } from '../sign-in-refusal';

/** Forgot password, step two: a new password, with the ticket the proven number earned. */
export function ResetPasswordForm({
  resetToken,
  onReset,
}: {
  resetToken: string;
  onReset: () => void;
}) {
  const problemText = useProblemText();
  const passwordRule = usePasswordRule();
  const {
    form,
    formRef,
    idOf,
    refusal,
    sending: reset,
    submit,
  } = useRefusableForm({
    defaultValues: { password: '', password_confirm: '' },
    send: (values) => postResetPassword({ reset_token: resetToken, ...values }),
    onDone: onReset,
    refusal: SIGN_IN_REFUSAL,
  });

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <form.Field
        name="password"
        validators={{ onDynamic: ({ value }) => newPasswordProblem(value) }}
      >
        {(field) => (
          <FieldInput
            id={idOf('password')}
            label={<Trans>New password</Trans>}
            field={field}
            problem={problemText(problemOf(field))}
            quiet
            type="password"
            autoComplete="new-password"
            maxLength={64}
            rule={passwordRule}
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
          <FieldInput
            id={idOf('password_confirm')}
            label={<Trans>Confirm new password</Trans>}
            field={field}
            problem={problemText(problemOf(field))}
            quiet
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
