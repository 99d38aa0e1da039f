import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { fetchUserByMobile } from '../api';
import { captchaProblem, mobileProblem, smsCodeProblem } from '../validation';
import { FormAlert } from './Fields';
import styles from './forms.module.css';
import { MobileCodeFields } from './MobileCodeFields';
import { useAccountForm } from './useAccountForm';
import { useRefusal } from './useRefusal';

const CHECKS = { mobile: mobileProblem, captcha: captchaProblem, sms_code: smsCodeProblem };

export interface ProvenMobile {
  registered: boolean;
  bindTicket: string;
}

/** WeChat binding, step one: prove a mobile number; only then is it said whether it has an account. */
export function BindVerifyForm({
  state,
  onProven,
}: {
  state: string;
  onProven: (proven: ProvenMobile) => void;
}) {
  const form = useAccountForm(
    { mobile: '', captcha: '', sms_code: '' },
    (field: keyof typeof CHECKS, values) => CHECKS[field](values[field]),
  );
  const refusal = useRefusal();
  const verify = useMutation({
    mutationFn: () =>
      fetchUserByMobile({
        state,
        mobile: form.values.mobile.trim(),
        sms_code: form.values.sms_code.trim(),
      }),
    onSuccess: (reply) => onProven({ registered: reply.registered, bindTicket: reply.bind_ticket }),
    onError: refusal.show,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    refusal.clear();
    if (form.checkFields(['mobile', 'sms_code'])) verify.mutate();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <MobileCodeFields form={form} scene="bind_wechat" />
      <FormAlert message={refusal.message} />
      <Button type="submit" className={styles.submit} disabled={verify.isPending}>
        <Trans>Next</Trans>
      </Button>
    </form>
  );
}
