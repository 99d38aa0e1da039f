import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import type { LoginReply } from '../../../../contract/account';
import type { Title } from '../../../../contract/rules';
import { Button } from '../../../ui/Button';
import { postBindWechat } from '../api';
import {
  consentProblem,
  firstNameProblem,
  lastNameProblem,
  titleProblem,
  type Check,
} from '../validation';
import { FormAlert, TextField } from './Fields';
import { PrivacyConsent } from './PrivacyConsent';
import styles from './forms.module.css';
import { TitleField } from './TitleField';
import { useAccountForm } from './useAccountForm';
import { useRefusal } from './useRefusal';

const FIELDS = ['title', 'last_name', 'first_name', 'privacy'] as const;
type Field = (typeof FIELDS)[number];

interface NewMember {
  title: Title | '';
  last_name: string;
  first_name: string;
  privacy: boolean;
}

function check(field: Field, values: NewMember): Check {
  if (field === 'title') return titleProblem(values.title);
  if (field === 'last_name') return lastNameProblem(values.last_name);
  if (field === 'first_name') return firstNameProblem(values.first_name);
  return consentProblem(values.privacy);
}

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
  const form = useAccountForm<NewMember, Field>(
    { title: '', last_name: '', first_name: '', privacy: false },
    check,
  );
  const { values, problems, idOf } = form;
  const refusal = useRefusal();
  const bind = useMutation({
    mutationFn: () =>
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
    onSuccess: onBound,
    onError: refusal.show,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    refusal.clear();
    if (registered || form.checkFields(FIELDS)) bind.mutate();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
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
          <TitleField
            id={idOf('title')}
            value={values.title}
            onValue={(value) => form.set('title', value)}
            onBlur={() => form.blur('title')}
            problem={problems.title}
          />
          <div className={styles.pair}>
            <TextField
              id={idOf('last_name')}
              label={<Trans>Last name</Trans>}
              value={values.last_name}
              onValue={(value) => form.set('last_name', value)}
              onBlur={() => form.blur('last_name')}
              problem={problems.last_name}
              autoComplete="family-name"
            />
            <TextField
              id={idOf('first_name')}
              label={<Trans>First name</Trans>}
              value={values.first_name}
              onValue={(value) => form.set('first_name', value)}
              onBlur={() => form.blur('first_name')}
              problem={problems.first_name}
              autoComplete="given-name"
            />
          </div>
          <PrivacyConsent
            id={idOf('privacy')}
            checked={values.privacy}
            onChecked={(checked) => form.set('privacy', checked)}
            onBlur={() => form.blur('privacy')}
            problem={problems.privacy}
          />
        </>
      )}
      <FormAlert message={refusal.message} />
      <Button type="submit" className={styles.submit} disabled={bind.isPending}>
        {registered ? <Trans>Link and sign in</Trans> : <Trans>Create account and sign in</Trans>}
      </Button>
    </form>
  );
}
