import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { SmsScene } from '../../../../contract/account';
import { maskMobile, SMS_RESEND_SECONDS } from '../../../../contract/rules';
import { ApiError } from '../../../lib/api-client';
import { captchaQueryOptions, requestSmsCode } from '../api';
import { useCountdown } from '../countdown';
import { throttleSeconds } from '../sms';
import { CaptchaImage } from './CaptchaImage';
import { TextField } from './Fields';
import styles from './MobileCodeFields.module.css';
import type { AccountForm } from './useAccountForm';

type CodeField = 'mobile' | 'captcha' | 'sms_code';
type CodeValues = Record<CodeField, string>;

type Sent =
  | { kind: 'sent'; mobile: string }
  | { kind: 'throttled'; seconds: number }
  | { kind: 'refused'; message: string };

/**
 * Mobile number, graphic code and SMS code. "Get code" sends a text for `scene` once the number
 * and the graphic code are filled in, then counts down until another may be asked for. Every
 * attempt spends the graphic code, so a new one is drawn after each.
 */
export function MobileCodeFields({
  form,
  scene,
}: {
  form: AccountForm<CodeValues, CodeField>;
  scene: SmsScene;
}) {
  const { t } = useLingui();
  const formId = useId();
  const captcha = useQuery(captchaQueryOptions(`${scene}-${formId}`));
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const { values, problems, idOf } = form;

  const newCaptcha = () => {
    form.set('captcha', '');
    void captcha.refetch();
  };

  const getCode = async () => {
    if (sending || countdown.left > 0) return;
    if (!form.checkFields(['mobile', 'captcha'])) return;
    if (!captcha.data) {
      newCaptcha();
      return;
    }
    setSending(true);
    setSent(null);
    const mobile = values.mobile.trim();
    try {
      const reply = await requestSmsCode({
        mobile,
        scene,
        captcha_key: captcha.data.key,
        captcha_code: values.captcha.trim(),
      });
      countdown.start(reply.resend_after || SMS_RESEND_SECONDS);
      setSent({ kind: 'sent', mobile });
      document.getElementById(idOf('sms_code'))?.focus();
    } catch (error) {
      const wait = throttleSeconds(error);
      if (wait !== null) {
        countdown.start(wait);
        setSent({ kind: 'throttled', seconds: wait });
      } else {
        setSent({
          kind: 'refused',
          message:
            error instanceof ApiError
              ? error.message
              : t`The code could not be sent. Please check your connection and try again.`,
        });
        document.getElementById(idOf('captcha'))?.focus();
      }
    } finally {
      setSending(false);
      newCaptcha();
    }
  };

  const waiting = countdown.left > 0;
  const seconds = countdown.left;
  const buttonText = sending ? (
    <Trans>Sending…</Trans>
  ) : waiting ? (
    <Trans>Resend in {seconds} s</Trans>
  ) : sent?.kind === 'sent' ? (
    <Trans>Send again</Trans>
  ) : (
    <Trans>Get code</Trans>
  );

  const sentTo = sent?.kind === 'sent' ? maskMobile(sent.mobile) : '';
  const sentNote = t`A code has been sent to ${sentTo}.`;
  const throttleNote = (wait: number) => {
    const seconds = wait;
    return t`Please try again in ${seconds} seconds`;
  };
  let note: string | null = null;
  if (sent?.kind === 'sent') note = sentNote;
  if (sent?.kind === 'throttled' && waiting) note = throttleNote(seconds);
  if (sent?.kind === 'refused') note = sent.message;
  const noteIsProblem = sent?.kind === 'throttled' || sent?.kind === 'refused';

  return (
    <>
      <TextField
        id={idOf('mobile')}
        label={<Trans>Mobile number</Trans>}
        value={values.mobile}
        onValue={(value) => form.set('mobile', value)}
        onBlur={() => form.blur('mobile')}
        problem={problems.mobile}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={11}
      />
      <TextField
        id={idOf('captcha')}
        label={<Trans>Graphic code</Trans>}
        value={values.captcha}
        onValue={(value) => form.set('captcha', value)}
        onBlur={() => form.blur('captcha')}
        problem={problems.captcha}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={12}
        addon={<CaptchaImage captcha={captcha} />}
      />
      <TextField
        id={idOf('sms_code')}
        label={<Trans>Mobile code</Trans>}
        value={values.sms_code}
        onValue={(value) => form.set('sms_code', value)}
        onBlur={() => form.blur('sms_code')}
        problem={problems.sms_code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        addon={
          <button
            type="button"
            className={styles.getCode}
            onClick={() => void getCode()}
            aria-disabled={sending || waiting}
          >
            {buttonText}
          </button>
        }
        note={
          note && (
            // Screen readers hear it once, from the status below, not at every tick.
            <p className={noteIsProblem ? styles.noteProblem : styles.note} aria-hidden="true">
              {note}
            </p>
          )
        }
      />
      <p className="visually-hidden" role="status">
        {sent?.kind === 'sent' && sentNote}
        {sent?.kind === 'throttled' && throttleNote(sent.seconds)}
        {sent?.kind === 'refused' && sent.message}
      </p>
    </>
  );
}
