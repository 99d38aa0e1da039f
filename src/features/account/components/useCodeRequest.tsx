import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SmsScene } from '../../../../contract/account';
import { maskMobile, SMS_RESEND_SECONDS } from '../../../../contract/rules';
import { ApiError } from '../../../lib/api-client';
import { requestSmsCode } from '../api';
import { useCountdown } from '../countdown';
import { throttleSeconds } from '../sms';

type Sent =
  | { kind: 'sent'; mobile: string }
  | { kind: 'throttled'; seconds: number }
  | { kind: 'refused'; message: string };

interface CodeRequest {
  scene: SmsScene;
  /** The number and the graphic code to send, or null when one of them is wrong. */
  typed: () => { mobile: string; captcha: string } | null;
  /** The graphic code's key, or null while none has been drawn. */
  captchaKey: () => string | null;
  /** Every attempt spends the graphic code: the form clears it and draws a new one. */
  spendCaptcha: () => void;
  focus: (field: 'captcha' | 'sms_code') => void;
}

/**
 * Asking for a texted code, then counting down until another may be asked for; and the words for
 * the button, the note under the code's field and the status screen readers hear once.
 */
/** How long a screen reader's copy of the wait stays, for it to be read out. */
const ANNOUNCE_SECONDS = 3;

export function useCodeRequest({ scene, typed, captchaKey, spendCaptcha, focus }: CodeRequest) {
  const { t } = useLingui();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);

  const getCode = async () => {
    if (sending || countdown.left > 0) return;
    const code = typed();
    if (!code) return;
    const key = captchaKey();
    if (key === null) {
      spendCaptcha();
      return;
    }
    setSending(true);
    setSent(null);
    const mobile = code.mobile.trim();
    try {
      const reply = await requestSmsCode({
        mobile,
        scene,
        captcha_key: key,
        captcha_code: code.captcha.trim(),
      });
      countdown.start(reply.resend_after || SMS_RESEND_SECONDS);
      setSent({ kind: 'sent', mobile });
      focus('sms_code');
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
        focus('captcha');
      }
    } finally {
      setSending(false);
      spendCaptcha();
    }
  };

  const waiting = countdown.left > 0;
  const seconds = countdown.left;
  const buttonText = sending ? (
    <Trans context="text message">Sending…</Trans>
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
  // Said once as the wait begins; the figure on screen then counts down alone.
  const throttleStatus =
    sent?.kind === 'throttled' && waiting && seconds > sent.seconds - ANNOUNCE_SECONDS
      ? throttleNote(sent.seconds)
      : null;

  return {
    getCode,
    /** A text was sent: the graphic code has done its work. */
    codeSent: sent?.kind === 'sent',
    busy: sending || waiting,
    buttonText,
    note,
    noteIsProblem: sent?.kind === 'throttled' || sent?.kind === 'refused',
    status:
      sent?.kind === 'sent'
        ? sentNote
        : sent?.kind === 'throttled'
          ? throttleStatus
          : (sent?.message ?? null),
  };
}
