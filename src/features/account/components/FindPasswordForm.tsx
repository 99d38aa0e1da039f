import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { postFindPassword } from '../api';
import { captchaProblem, mobileProblem, smsCodeProblem } from '../validation';
import { FormAlert } from './Fields';
import styles from './forms.module.css';
import { MobileCodeFields } from './MobileCodeFields';
import { useAccountForm } from './useAccountForm';
import { useRefusal } from './useRefusal';

const CHECKS = { mobile: mobileProblem, captcha: captchaProblem, sms_code: smsCodeProblem };

/** Forgot password, step one: prove the mobile number with a texted code. */
export function FindPasswordForm({ onVerified }: { onVerified: (resetToken: string) => void }) {
  const form = useAccountForm(
    { mobile: '', captcha: '', sms_code: '' },
    (field: keyof typeof CHECKS, values) => CHECKS[field](values[field]),
  );
  const refusal = useRefusal();
  const verify = useMutation({
    mutationFn: () =>
      postFindPassword({
        mobile: form.values.mobile.trim(),
        sms_code: form.values.sms_code.trim(),
      }),
    onSuccess: (reply) => onVerified(reply.reset_token),
    onError: refusal.show,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    refusal.clear();
    if (form.checkFields(['mobile', 'sms_code'])) verify.mutate();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <MobileCodeFields form={form} scene="find_password" />
      <FormAlert message={refusal.message} />
      <Button type="submit" className={styles.submit} disabled={verify.isPending}>
        <Trans>Next</Trans>
      </Button>
    </form>
  );
}
