import { Trans } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import type { LoginReply } from '../../../../contract/account';
import type { Title } from '../../../../contract/rules';
import { Button } from '../../../ui/Button';
import { bind, problemOf } from '../../../ui/forms/checked-form';
import { FieldInput } from '../../../ui/forms/Field';
import { FormAlert } from '../../../ui/forms/FormAlert';
import { useRefusableForm } from '../../../ui/forms/refusable-form';
import { postBindWechat } from '../api';
import { useProblemText } from '../problem-messages';
import { consentProblem, firstNameProblem, lastNameProblem, titleProblem } from '../validation';
import { PrivacyConsent } from './PrivacyConsent';
import styles from './forms.module.css';
import { TitleField } from './TitleField';
import { SIGN_IN_REFUSAL } from '../sign-in-refusal';

interface NewMember {
  title: Title | '';
  last_name: string;
  first_name: string;
  privacy: boolean;
}

const NO_DETAILS: NewMember = { title: '', last_name: '', first_name: '', privacy: false };

/**
 * WeChat binding, step two. A registered number links with one tap; a new one also needs the
 * member's title, name and consent to the privacy policy.
 */
export function BindProfileForm({
  state,
  bindTicket,
  registered,
  onBound,
}: {
  state: string;
  bindTicket: string;
  registered: boolean;
  onBound: (reply: LoginReply) => void;
}) {
  const problemText = useProblemText();
  const {
    form,
    formRef,
    idOf,
    refusal,
    sending: link,
  } = useRefusableForm({
    defaultValues: NO_DETAILS,
    send: (values: NewMember) =>
      postBindWechat(
        registered
          ? { state, bind_ticket: bindTicket }
          : {
              state,
              bind_ticket: bindTicket,
              title: values.title as Title,
              last_name: values.last_name.trim(),
              first_name: values.first_name.trim(),
              privacy: '1',
            },
      ),
    onDone: onBound,
    refusal: SIGN_IN_REFUSAL,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    refusal.clear();
    if (registered) link.mutate(form.state.values);
    else void form.handleSubmit();
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      {registered ? (
        <p className={styles.lead}>
          <Trans>
            This mobile number already has a MAISON account. Link your WeChat to it to sign in with
            WeChat from now on.
          </Trans>
        </p>
      ) : (
        <>
          <p className={styles.lead}>
            <Trans>This mobile number is new to MAISON. A few details create your account.</Trans>
          </p>
          <form.Field name="title" validators={{ onDynamic: ({ value }) => titleProblem(value) }}>
            {(field) => <TitleField id={idOf('title')} {...bind(field)} />}
          </form.Field>
          <div className={styles.pair}>
            <form.Field
              name="last_name"
              validators={{ onDynamic: ({ value }) => lastNameProblem(value) }}
            >
              {(field) => (
                <FieldInput
                  id={idOf('last_name')}
                  label={<Trans>Last name</Trans>}
                  field={field}
                  problem={problemText(problemOf(field))}
                  quiet
                  autoComplete="family-name"
                />
              )}
            </form.Field>
            <form.Field
              name="first_name"
              validators={{ onDynamic: ({ value }) => firstNameProblem(value) }}
            >
              {(field) => (
                <FieldInput
                  id={idOf('first_name')}
                  label={<Trans>First name</Trans>}
                  field={field}
                  problem={problemText(problemOf(field))}
                  quiet
                  autoComplete="given-name"
                />
              )}
            </form.Field>
          </div>
          <form.Field
            name="privacy"
            validators={{ onDynamic: ({ value }) => consentProblem(value) }}
          >
            {(field) => (
              <PrivacyConsent
                id={idOf('privacy')}
                checked={field.state.value}
                onChecked={field.handleChange}
                onBlur={field.handleBlur}
                problem={problemOf(field)}
              />
            )}
          </form.Field>
        </>
      )}
      <FormAlert message={refusal.message} />
      <Button type="submit" className={styles.submit} disabled={link.isPending}>
        {registered ? <Trans>Link and sign in</Trans> : <Trans>Create account and sign in</Trans>}
      </Button>
    </form>
  );
}
