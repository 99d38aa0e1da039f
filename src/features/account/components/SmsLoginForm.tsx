import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import type { LoginReply } from '../../../../contract/account';
import { Button } from '../../../ui/Button';
import { postLogin } from '../api';
import { captchaProblem, mobileProblem, smsCodeProblem } from '../validation';
import { FormAlert } from './Fields';
import styles from './forms.module.css';
import { MobileCodeFields } from './MobileCodeFields';
import { useAccountForm } from './useAccountForm';
import { useRefusal } from './useRefusal';

const CHECKS = {
  mobile: mobileProblem,
  captcha: captchaProblem,
  sms_code: smsCodeProblem,
};

/** Signing in with a mobile number and the code texted to it. */
export function SmsLoginForm({ onSignedIn }: { onSignedIn: (reply: LoginReply) => void }) {
  const form = useAccountForm(
    { mobile: '', captcha: '', sms_code: '' },
    (field: keyof typeof CHECKS, values) => CHECKS[field](values[field]),
  );
  const refusal = useRefusal();
  const login = useMutation({
    mutationFn: () =>
      postLogin({
        type: 'sms',
        mobile: form.values.mobile.trim(),
        sms_code: form.values.sms_code.trim(),
      }),
    onSuccess: onSignedIn,
    onError: refusal.show,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    refusal.clear();
    if (form.checkFields(['mobile', 'sms_code'])) login.mutate();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <MobileCodeFields form={form} scene="login" />
      <FormAlert message={refusal.message} />
      <Button type="submit" className={styles.submit} disabled={login.isPending}>
        {login.isPending ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
      </Button>
    </form>
  );
}
