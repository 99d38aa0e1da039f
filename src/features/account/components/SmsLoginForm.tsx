import { Trans } from '@lingui/react/macro';
import type { LoginReply } from '../../../../contract/account';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/forms/FormAlert';
import { useRefusableForm } from '../../../ui/forms/refusable-form';
import { postLogin } from '../api';
import styles from './forms.module.css';
import { CODE_FIELDS, CODE_VALUES, MobileCodeFields } from './MobileCodeFields';
import { SIGN_IN_REFUSAL } from '../sign-in-refusal';

/** Signing in with a mobile number and the code texted to it. */
export function SmsLoginForm({ onSignedIn }: { onSignedIn: (reply: LoginReply) => void }) {
  const { form, formRef, idOf, refusal, sending, submit } = useRefusableForm({
    defaultValues: CODE_VALUES,
    send: (values) =>
      postLogin({ type: 'sms', mobile: values.mobile.trim(), sms_code: values.sms_code.trim() }),
    onDone: onSignedIn,
    refusal: SIGN_IN_REFUSAL,
  });

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <MobileCodeFields form={form} fields={CODE_FIELDS} scene="login" idOf={idOf} />
      <FormAlert message={refusal.message} />
      <Button type="submit" className={styles.submit} disabled={sending.isPending}>
        {sending.isPending ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
      </Button>
    </form>
  );
}
