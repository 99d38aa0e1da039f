import { Trans } from '@lingui/react/macro';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/forms/FormAlert';
import { useRefusableForm } from '../../../ui/forms/refusable-form';
import { postFindPassword } from '../api';
import styles from './forms.module.css';
import { CODE_FIELDS, CODE_VALUES, MobileCodeFields } from './MobileCodeFields';
import { SIGN_IN_REFUSAL } from '../sign-in-refusal';

/** Forgot password, step one: prove the mobile number with a texted code. */
export function FindPasswordForm({ onVerified }: { onVerified: (resetToken: string) => void }) {
  const {
    form,
    formRef,
    idOf,
    refusal,
    sending: verify,
    submit,
  } = useRefusableForm({
    defaultValues: CODE_VALUES,
    send: (values) =>
      postFindPassword({ mobile: values.mobile.trim(), sms_code: values.sms_code.trim() }),
    onDone: (reply) => onVerified(reply.reset_token),
    refusal: SIGN_IN_REFUSAL,
  });

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <MobileCodeFields form={form} fields={CODE_FIELDS} scene="find_password" idOf={idOf} />
      <FormAlert message={refusal.message} />
      <Button type="submit" className={styles.submit} disabled={verify.isPending}>
        <Trans>Next</Trans>
      </Button>
    </form>
  );
}
