import { Trans } from '@lingui/react/macro';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/forms/FormAlert';
import { useRefusableForm } from '../../../ui/forms/refusable-form';
import { fetchUserByMobile } from '../api';
import styles from './forms.module.css';
import { CODE_FIELDS, CODE_VALUES, MobileCodeFields } from './MobileCodeFields';
import { SIGN_IN_REFUSAL } from '../sign-in-refusal';

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
      fetchUserByMobile({ state, mobile: values.mobile.trim(), sms_code: values.sms_code.trim() }),
    onDone: (reply) => onProven({ registered: reply.registered, bindTicket: reply.bind_ticket }),
    refusal: SIGN_IN_REFUSAL,
  });

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <MobileCodeFields form={form} fields={CODE_FIELDS} scene="bind_wechat" idOf={idOf} />
      <FormAlert message={refusal.message} />
      <Button type="submit" className={styles.submit} disabled={verify.isPending}>
        <Trans>Next</Trans>
      </Button>
    </form>
  );
}
