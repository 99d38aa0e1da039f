import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import type { LoginReply } from '../../../../contract/account';
import { Button } from '../../../ui/Button';
import {
  CHECKED_FORM,
  useFieldIds,
  focusFirstWrong,
  useCheckedForm,
} from '../../../ui/forms/checked-form';
import { postLogin } from '../api';
import { FormAlert } from './Fields';
import styles from './forms.module.css';
import {
  CODE_FIELDS,
  CODE_VALUES,
  MobileCodeFields,
  SUBMITTED_CODE_FIELDS,
} from './MobileCodeFields';
import { useRefusal } from './useRefusal';

/** Signing in with a mobile number and the code texted to it. */
export function SmsLoginForm({ onSignedIn }: { onSignedIn: (reply: LoginReply) => void }) {
  const idOf = useFieldIds();
  const refusal = useRefusal();
  const login = useMutation({
    mutationFn: (values: typeof CODE_VALUES) =>
      postLogin({ type: 'sms', mobile: values.mobile.trim(), sms_code: values.sms_code.trim() }),
    onSuccess: onSignedIn,
    onError: refusal.show,
  });
  const form = useCheckedForm({
    ...CHECKED_FORM,
    defaultValues: CODE_VALUES,
    onSubmit: ({ value }) => login.mutate(value),
    onSubmitInvalid: ({ formApi }) => focusFirstWrong(formApi, SUBMITTED_CODE_FIELDS, idOf),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    refusal.clear();
    void form.handleSubmit();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <MobileCodeFields form={form} fields={CODE_FIELDS} scene="login" idOf={idOf} />
      <FormAlert message={refusal.message} />
      <Button type="submit" className={styles.submit} disabled={login.isPending}>
        {login.isPending ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
      </Button>
    </form>
  );
}
