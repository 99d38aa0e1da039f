import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { CHECKED_FORM, checkedBy, problemOf, useCheckedForm } from '../../../ui/forms/checked-form';
import { useFocusAfterRefusal } from '../../../ui/forms/focus';
import { useRefusal, type RefusalOptions } from '../../../ui/forms/outcome';
import { subscribeMutationOptions } from '../api';
import { EMAIL_MAX_LENGTH, newsletterProblems } from '../model';
import styles from './NewsletterForm.module.css';

/**
 * The newsletter's words where the shop gives none. Subscribing opens no sign-in: a -1 is worded
 * as any other refusal.
 */
const NEWSLETTER_REFUSAL: RefusalOptions = {
  refused: msg`This email address could not be subscribed.`,
  unanswered: msg`The subscription could not be sent. Please check your connection and try again.`,
  sayLoginNeeded: true,
};

/** The refusal is worded as the line shows it, so that it follows a change of language. */
type Outcome = { kind: 'subscribed' } | { kind: 'already' } | { kind: 'refused'; error: unknown };

/** The newsletter sign-up: the email is checked here first, then the server's answer is shown. */
export function NewsletterForm({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useLingui();
  const id = useId();
  const refusal = useRefusal(NEWSLETTER_REFUSAL);
  const { formRef, refused } = useFocusAfterRefusal();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const subscribe = useMutation({
    ...subscribeMutationOptions(),
    onSuccess: (reply) => {
      setOutcome({ kind: reply.already ? 'already' : 'subscribed' });
      if (!reply.already) form.reset();
    },
    onError: (error) => setOutcome({ kind: 'refused', error }),
  });

  const form = useCheckedForm({
    ...CHECKED_FORM,
    defaultValues: { email: '' },
    onSubmit: ({ value }) => subscribe.mutate(value.email.trim()),
    onSubmitInvalid: refused,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    void form.handleSubmit();
  };

  const textOf = (problem: string | undefined) =>
    problem === 'empty'
      ? t`Please enter your email address.`
      : problem === 'format'
        ? t`Please enter a valid email address, for example name@example.com.`
        : null;

  let outcomeText: string | null = null;
  if (outcome?.kind === 'subscribed')
    outcomeText = t`Thank you. You are now subscribed to our news.`;
  if (outcome?.kind === 'already') outcomeText = t`This email address is already subscribed.`;
  if (outcome?.kind === 'refused') outcomeText = refusal.of(outcome.error)?.message ?? null;
  const outcomeIsError = outcome?.kind === 'refused';

  return (
    <form
      ref={formRef}
      className={`${styles.form} ${tone === 'dark' ? styles.dark : ''}`}
      onSubmit={submit}
      noValidate
    >
      <label htmlFor={`${id}-email`} className={styles.label}>
        <Trans>Email address</Trans>
      </label>
      <form.Field name="email" validators={checkedBy(newsletterProblems, 'email')}>
        {(field) => {
          const problemText = textOf(problemOf(field));
          return (
            <>
              <div className={styles.row}>
                <input
                  id={`${id}-email`}
                  className={styles.input}
                  type="email"
                  name="email"
                  inputMode="email"
                  autoComplete="email"
                  maxLength={EMAIL_MAX_LENGTH}
                  value={field.state.value}
                  aria-invalid={problemText ? true : undefined}
                  aria-describedby={problemText ? `${id}-problem` : undefined}
                  onChange={(event) => field.handleChange(event.target.value)}
                  onBlur={field.handleBlur}
                />
                <Button
                  type="submit"
                  variant={tone === 'dark' ? 'inverse' : 'primary'}
                  className={styles.submit}
                  disabled={subscribe.isPending}
                >
                  {subscribe.isPending ? <Trans>Sending…</Trans> : <Trans>Subscribe</Trans>}
                </Button>
              </div>
              {problemText && (
                <p id={`${id}-problem`} className={styles.problem}>
                  {problemText}
                </p>
              )}
            </>
          );
        }}
      </form.Field>
      <p
        className={`${styles.outcome} ${outcomeIsError ? styles.problem : styles.success}`}
        role="status"
        aria-live="polite"
      >
        {outcomeText}
      </p>
    </form>
  );
}
