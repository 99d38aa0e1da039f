import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { SmsScene } from '../../../../contract/account';
import { problemOf, withFieldGroup } from '../../../ui/forms/checked-form';
import { FieldInput } from '../../../ui/forms/Field';
import { captchaQueryOptions } from '../api';
import { useProblemText } from '../problem-messages';
import { captchaProblem, mobileProblem, smsCodeProblem } from '../validation';
import { CaptchaImage } from './CaptchaImage';
import styles from './MobileCodeFields.module.css';
import { useCodeRequest } from './useCodeRequest';

export const CODE_VALUES = { mobile: '', captcha: '', sms_code: '' };

interface MobileCodeProps {
  scene: SmsScene;
  idOf: (field: string) => string;
  /** The three are marked as required, in a form whose legend explains the mark. */
  required?: boolean;
}
/** The form's names of the three fields, when they are named as here. */
export const CODE_FIELDS = { mobile: 'mobile', captcha: 'captcha', sms_code: 'sms_code' } as const;

/**
 * Mobile number, graphic code and SMS code, in any form with those three fields. "Get code" sends
 * a text for `scene` once the number and the graphic code are filled in, then counts down until
 * another may be asked for. Every attempt spends the graphic code, so a new one is drawn after
 * each; it only unlocks the text, so once a text is sent, submitting the form does not ask for it
 * again (before that, a submit says it is still to be filled in, as the text needs it).
 */
export const MobileCodeFields = withFieldGroup({
  defaultValues: CODE_VALUES,
  props: { scene: 'login', idOf: (field: string) => field } as MobileCodeProps,
  render: function MobileCodeFieldsRender({ group, scene, idOf, required }) {
    const formId = useId();
    const problemText = useProblemText();
    const captcha = useQuery(captchaQueryOptions(scene, formId));
    const focus = (field: string) => document.getElementById(idOf(field))?.focus();

    /** The number and the graphic code, checked as a submit would; the first wrong one focused. */
    const typed = () => {
      const needed = ['mobile', 'captcha'] as const;
      for (const field of needed) {
        group.setFieldMeta(field, (meta) => ({ ...meta, isTouched: true }));
        void group.validateField(field, 'submit');
      }
      const wrong = needed.find((field) => (group.getFieldMeta(field)?.errors.length ?? 0) > 0);
      if (wrong) focus(wrong);
      return wrong
        ? null
        : { mobile: group.getFieldValue('mobile'), captcha: group.getFieldValue('captcha') };
    };

    const request = useCodeRequest({
      scene,
      typed,
      captchaKey: () => captcha.data?.key ?? null,
      spendCaptcha: () => {
        group.setFieldValue('captcha', '');
        void captcha.refetch();
      },
      focus,
    });

    return (
      <>
        <group.Field name="mobile" validators={{ onDynamic: ({ value }) => mobileProblem(value) }}>
          {(field) => (
            <FieldInput
              id={idOf('mobile')}
              label={<Trans>Mobile number</Trans>}
              required={required}
              field={field}
              problem={problemText(problemOf(field))}
              quiet
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={11}
            />
          )}
        </group.Field>
        <group.Field
          name="captcha"
          validators={{
            onDynamic: ({ value, fieldApi }) =>
              fieldApi.form.state.isSubmitting && request.codeSent ? null : captchaProblem(value),
          }}
        >
          {(field) => (
            <FieldInput
              id={idOf('captcha')}
              label={<Trans>Graphic code</Trans>}
              required={required}
              field={field}
              problem={problemText(problemOf(field))}
              quiet
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={12}
              addon={<CaptchaImage captcha={captcha} />}
            />
          )}
        </group.Field>
        <group.Field
          name="sms_code"
          validators={{ onDynamic: ({ value }) => smsCodeProblem(value) }}
        >
          {(field) => (
            <FieldInput
              id={idOf('sms_code')}
              label={<Trans>Mobile code</Trans>}
              required={required}
              field={field}
              problem={problemText(problemOf(field))}
              quiet
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              addon={
                <button
                  type="button"
                  className={styles.getCode}
                  onClick={() => void request.getCode()}
                  aria-disabled={request.busy}
                >
                  {request.buttonText}
                </button>
              }
              note={
                request.note && (
                  // Screen readers hear it once, from the status below, not at every tick.
                  <p
                    className={request.noteIsProblem ? styles.noteProblem : styles.note}
                    aria-hidden="true"
                  >
                    {request.note}
                  </p>
                )
              }
            />
          )}
        </group.Field>
        <p className="visually-hidden" role="status">
          {request.status}
        </p>
      </>
    );
  },
});
