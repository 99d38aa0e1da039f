import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { changePasswordMutationOptions } from '../api';
import { hasProblems, validatePassword, type PasswordForm } from '../validation';
import { Field, describedBy } from '../../../ui/forms/Field';
import styles from '../../../ui/forms/form.module.css';
import { useProblemText, useTabLabels } from './labels';
import { focusFirstInvalid, useRefusal, type Outcome } from '../../../ui/forms/outcome';
import { ScreenHeading } from '../../../ui/screens/ScreenParts';

const EMPTY: PasswordForm = { old_password: '', password: '', password_confirm: '' };

/** A new password; the server signs out the member's other devices, this one stays signed in. */
export function PasswordScreen() {
  const { t } = useLingui();
  const id = useId();
  const labels = useTabLabels();
  const problemText = useProblemText();
  const refusal = useRefusal();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<keyof PasswordForm>>(new Set());
  const [attempts, setAttempts] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const change = useMutation({
    ...changePasswordMutationOptions(),
    onSuccess: () => {
      setForm(EMPTY);
      setTouched(new Set());
      setAttempts(0);
      setOutcome({
        kind: 'saved',
        message: t`Your password has been changed. Your other devices have been signed out.`,
      });
    },
    onError: (error) => setOutcome(refusal(error)),
  });

  useLayoutEffect(() => {
    if (attempts > 0) focusFirstInvalid(formRef.current);
  }, [attempts]);

  const problems = validatePassword(form);
  const shown = (field: keyof PasswordForm) =>
    attempts > 0 || touched.has(field) ? problemText(problems[field]) : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    if (hasProblems(problems)) {
      setAttempts((count) => count + 1);
      return;
    }
    change.mutate(form);
  };

  const input = (field: keyof PasswordForm, label: string, hint?: string) => {
    const fieldId = `${id}-${field}`;
    const problem = shown(field);
    return (
      <Field id={fieldId} label={label} problem={problem} hint={hint} wide>
        <input
          id={fieldId}
          className={styles.input}
          type="password"
          autoComplete={field === 'old_password' ? 'current-password' : 'new-password'}
          maxLength={64}
          value={form[field]}
          onChange={(event) => {
            setForm((before) => ({ ...before, [field]: event.target.value }));
            setOutcome(null);
          }}
          onBlur={() => setTouched((before) => new Set(before).add(field))}
          {...describedBy(fieldId, problem)}
        />
      </Field>
    );
  };

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
        {input('password', t`New password`, t`8-16 characters, letters and numbers`)}
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
