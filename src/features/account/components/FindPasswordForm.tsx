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
import { postFindPassword } from '../api';
import { FormAlert } from './Fields';
import styles from './forms.module.css';
import {
  CODE_FIELDS,
  CODE_VALUES,
  MobileCodeFields,
  SUBMITTED_CODE_FIELDS,
} from './MobileCodeFields';
import { useRefusal } from './useRefusal';

/** Forgot password, step one: prove the mobile number with a texted code. */
export function FindPasswordForm({ onVerified }: { onVerified: (resetToken: string) => void }) {
  const idOf = useFieldIds();
  const refusal = useRefusal();
  const verify = useMutation({
    mutationFn: (values: typeof CODE_VALUES) =>
      postFindPassword({ mobile: values.mobile.trim(), sms_code: values.sms_code.trim() }),
    onSuccess: (reply) => onVerified(reply.reset_token),
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
      <MobileCodeFields form={form} fields={CODE_FIELDS} scene="find_password" idOf={idOf} />
      <FormAlert message={refusal.message} />
      <Button type="submit" className={styles.submit} disabled={verify.isPending}>
        <Trans>Next</Trans>
      </Button>
    </form>
  );
}
