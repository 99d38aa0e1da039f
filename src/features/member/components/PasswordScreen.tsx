import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { CHECKED_FORM, checkedBy, problemOf, useCheckedForm } from '../../../ui/forms/checked-form';
import { useFocusAfterRefusal } from '../../../ui/forms/focus';
import { FieldInput } from '../../../ui/forms/Field';
import styles from '../../../ui/forms/form.module.css';
import { useRefusal, type Outcome } from '../../../ui/forms/outcome';
import { ScreenHeading } from '../../../ui/screens/ScreenParts';
import { changePasswordMutationOptions } from '../api';
import { validatePassword, type PasswordForm } from '../validation';
import { usePasswordRule, useProblemText, useTabLabels } from './labels';

const EMPTY: PasswordForm = { old_password: '', password: '', password_confirm: '' };

/** A new password; the server signs out the member's other devices, this one stays signed in. */
export function PasswordScreen() {
  const { t } = useLingui();
  const baseId = useId();
  const labels = useTabLabels();
  const problemText = useProblemText();
  const passwordRule = usePasswordRule();
  const refusal = useRefusal();
  const { formRef, refused } = useFocusAfterRefusal();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const change = useMutation({
    ...changePasswordMutationOptions(),
    onSuccess: () => {
      form.reset();
      setOutcome({
        kind: 'saved',
        message: t`Your password has been changed. Your other devices have been signed out.`,
      });
    },
    onError: (error) => setOutcome(refusal.of(error)),
  });
  const form = useCheckedForm({
    ...CHECKED_FORM,
    defaultValues: EMPTY,
    listeners: { onChange: () => setOutcome(null) },
    onSubmit: ({ value }) => change.mutate(value),
    onSubmitInvalid: refused,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    void form.handleSubmit();
  };

  const input = (name: keyof PasswordForm, label: string, rule?: string) => (
    <form.Field name={name} validators={checkedBy(validatePassword, name)}>
      {(field) => (
        <FieldInput
          id={`${baseId}-${name}`}
          label={label}
          field={field}
          problem={problemText(problemOf(field))}
          rule={rule}
          wide
          type="password"
          autoComplete={name === 'old_password' ? 'current-password' : 'new-password'}
          maxLength={64}
        />
      )}
    </form.Field>
  );

  return (
    <>
      <ScreenHeading
        title={labels.password}
        lead={t`After the change, your other devices are signed out; this one stays signed in.`}
      />
      <form
        ref={formRef}
        className={`${styles.form} ${styles.narrowForm}`}
        onSubmit={submit}
        noValidate
      >
        {input('old_password', t`Current password`)}
        {input('password', t`New password`, passwordRule)}
        {input('password_confirm', t`Confirm the new password`)}
        <div className={styles.actions}>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? t`Saving…` : t`Change password`}
          </Button>
          <p
            className={`${styles.outcome} ${outcome?.kind === 'saved' ? styles.saved : styles.refused}`}
            role="status"
          >
            {outcome?.message}
          </p>
        </div>
      </form>
    </>
  );
}
