import type { CallInput } from '../../../contract/call';
import type { register } from '../../../contract/account';
import type { Title } from '../../../contract/rules';
import {
  birthdayOf,
  birthdayProblem,
  confirmationProblem,
  consentProblem,
  emailProblem,
  firstNameProblem,
  lastNameProblem,
  mobileProblem,
  newPasswordProblem,
  optionalTextProblem,
  smsCodeProblem,
  titleProblem,
  type Check,
  type DateParts,
} from './validation';

/** Spec §3 registration, as the form holds it. */
export interface RegistrationValues {
  title: Title | '';
  last_name: string;
  first_name: string;
  birthday: DateParts;
  country: string;
  city: string;
  email: string;
  mobile: string;
  captcha: string;
  sms_code: string;
  password: string;
  password_confirm: string;
  privacy: boolean;
  newsletter: boolean;
}

export const EMPTY_REGISTRATION: RegistrationValues = {
  title: '',
  last_name: '',
  first_name: '',
  birthday: { year: '', month: '', day: '' },
  country: '',
  city: '',
  email: '',
  mobile: '',
  captcha: '',
  sms_code: '',
  password: '',
  password_confirm: '',
  privacy: false,
  newsletter: false,
};

/**
 * The checked fields in the order the form shows them: what the shop needs, then what the
 * shopper may add (the email, needed only for the newsletter; the date of birth, country and
 * city, which the profile also takes later), then the consent. The graphic code is checked with
 * the other code fields (MobileCodeFields): it only unlocks the text message.
 */
export const REGISTRATION_FIELDS = [
  'title',
  'last_name',
  'first_name',
  'mobile',
  'sms_code',
  'password',
  'password_confirm',
  'email',
  'birthday',
  'country',
  'city',
  'privacy',
] as const;

export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

export function registrationProblem(
  field: RegistrationField,
  values: RegistrationValues,
  now = new Date(),
): Check {
  switch (field) {
    case 'title':
      return titleProblem(values.title);
    case 'last_name':
      return lastNameProblem(values.last_name);
    case 'first_name':
      return firstNameProblem(values.first_name);
    case 'birthday':
      return birthdayProblem(values.birthday, now);
    case 'country':
      return optionalTextProblem(values.country);
    case 'city':
      return optionalTextProblem(values.city);
    case 'email':
      return emailProblem(values.email, values.newsletter);
    case 'mobile':
      return mobileProblem(values.mobile);
    case 'sms_code':
      return smsCodeProblem(values.sms_code);
    case 'password':
      return newPasswordProblem(values.password);
    case 'password_confirm':
      return confirmationProblem(values.password, values.password_confirm);
    case 'privacy':
      return consentProblem(values.privacy);
  }
}

/** What plugin/mobile/api/passport/register is sent (call it only once every field is right). */
export function registrationInput(values: RegistrationValues): CallInput<typeof register> {
  return {
    title: values.title as Title,
    last_name: values.last_name.trim(),
    first_name: values.first_name.trim(),
    birthday: birthdayOf(values.birthday),
    country: values.country.trim(),
    city: values.city.trim(),
    email: values.email.trim(),
    mobile: values.mobile.trim(),
    sms_code: values.sms_code.trim(),
    password: values.password,
    password_confirm: values.password_confirm,
    privacy: '1',
    newsletter: values.newsletter ? '1' : '0',
  };
}
