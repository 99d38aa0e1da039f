import { Trans } from '@lingui/react/macro';
import type { LoginReply } from '../../../../contract/account';
import { Button } from '../../../ui/Button';
import { problemOf } from '../../../ui/forms/checked-form';
import { FieldInput } from '../../../ui/forms/Field';
import { FormAlert } from '../../../ui/forms/FormAlert';
import { useRefusableForm } from '../../../ui/forms/refusable-form';
import { postLogin } from '../api';
import { useProblemText } from '../problem-messages';
import { accountProblem, loginPasswordProblem } from '../validation';
import styles from './forms.module.css';
import { SIGN_IN_REFUSAL } from '../sign-in-refusal';

/** Signing in with a mobile number or an email address and a password. */
export function PasswordLoginForm({ onSignedIn }: { onSignedIn: (reply: LoginReply) => void }) {
  const problemText = useProblemText();
  const {
    form,
    formRef,
    idOf,
    refusal,
    sending: login,
    submit,
  } = useRefusableForm({
    defaultValues: { account: '', password: '' },
    send: (values) =>
      postLogin({ type: 'password', account: values.account.trim(), password: values.password }),
    onDone: onSignedIn,
    refusal: SIGN_IN_REFUSAL,
  });

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <form.Field name="account" validators={{ onDynamic: ({ value }) => accountProblem(value) }}>
        {(field) => (
          <FieldInput
            id={idOf('account')}
            label={<Trans>Mobile number or email</Trans>}
            field={field}
            problem={problemText(problemOf(field))}
            quiet
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
          <FieldInput
            id={idOf('password')}
            label={<Trans>Password</Trans>}
            field={field}
            problem={problemText(problemOf(field))}
            quiet
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
