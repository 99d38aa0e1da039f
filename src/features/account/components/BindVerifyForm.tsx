import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import {
  CHECKED_FORM,
  useFieldIds,
  focusFirstWrong,
  useCheckedForm,
} from '../../../ui/forms/checked-form';
import { fetchUserByMobile } from '../api';
import { FormAlert } from './Fields';
import styles from './forms.module.css';
import {
  CODE_FIELDS,
  CODE_VALUES,
  MobileCodeFields,
  SUBMITTED_CODE_FIELDS,
} from './MobileCodeFields';
import { useRefusal } from './useRefusal';

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
  const idOf = useFieldIds();
  const refusal = useRefusal();
  const verify = useMutation({
    mutationFn: (values: typeof CODE_VALUES) =>
      fetchUserByMobile({ state, mobile: values.mobile.trim(), sms_code: values.sms_code.trim() }),
    onSuccess: (reply) => onProven({ registered: reply.registered, bindTicket: reply.bind_ticket }),
    onError: refusal.show,
  });
  const form = useCheckedForm({
    ...CHECKED_FORM,
    defaultValues: CODE_VALUES,
    onSubmit: ({ value }) => verify.mutate(value),
    onSubmitInvalid: ({ formApi }) => focusFirstWrong(formApi, SUBMITTED_CODE_FIELDS, idOf),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    refusal.clear();
    void form.handleSubmit();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <MobileCodeFields form={form} fields={CODE_FIELDS} scene="bind_wechat" idOf={idOf} />
      <FormAlert message={refusal.message} />
      <Button type="submit" className={styles.submit} disabled={verify.isPending}>
        <Trans>Next</Trans>
      </Button>
    </form>
  );
}
