import {
  DATE_PATTERN,
  EMAIL_PATTERN,
  FIRST_NAME_MAX,
  LAST_NAME_MAX,
  MOBILE_PATTERN,
  TITLES,
  charLength,
  hasEmoji,
  isPastDate,
  passwordProblem,
  type PasswordProblem,
} from '../../../contract/rules';
import type { DistrictChoice } from '../../ui/forms/district-choice';

// Spec §5 rules for the member area's forms, checked as the shopper leaves a field and again on
// submit. Each problem is a name that the form turns into words in the shopper's language.

export type FieldProblem =
  | 'titleRequired'
  | 'lastNameLength'
  | 'firstNameLength'
  | 'emojiNotAllowed'
  | 'birthdayInvalid'
  | 'emailInvalid'
  | 'emailForNewsletter'
  | 'dateInvalid'
  | 'districtIncomplete'
  | 'addressBlank'
  | 'mobileFormat'
  | 'oldPasswordBlank'
  | PasswordProblem
  | 'passwordMismatch';

export type Problems<F extends string> = Partial<Record<F, FieldProblem>>;

export interface ProfileForm extends DistrictChoice {
  title: string;
  last_name: string;
  first_name: string;
  birthday: string;
  /** Where the member lives, as given at registration (free text). */
  country: string;
  city: string;
  address: string;
  special_date: string;
  email: string;
  newsletter: boolean;
}

export type ProfileField = Exclude<keyof ProfileForm, 'newsletter' | 'city_code' | 'area_code'>;

function nameProblem(value: string, max: number, problem: FieldProblem): FieldProblem | undefined {
  const text = value.trim();
  if (hasEmoji(text)) return 'emojiNotAllowed';
  const length = charLength(text);
  return length < 1 || length > max ? problem : undefined;
}

export function validateProfile(form: ProfileForm, now = new Date()): Problems<ProfileField> {
  const problems: Problems<ProfileField> = {};
  if (!(TITLES as readonly string[]).includes(form.title)) problems.title = 'titleRequired';
  const last = nameProblem(form.last_name, LAST_NAME_MAX, 'lastNameLength');
  if (last) problems.last_name = last;
  const first = nameProblem(form.first_name, FIRST_NAME_MAX, 'firstNameLength');
  if (first) problems.first_name = first;
  // Registration does not ask for it: it may still be unknown.
  if (form.birthday && !isPastDate(form.birthday, now)) problems.birthday = 'birthdayInvalid';
  if (hasEmoji(form.country)) problems.country = 'emojiNotAllowed';
  if (hasEmoji(form.city)) problems.city = 'emojiNotAllowed';
  const chosen = [form.province_code, form.city_code, form.area_code].filter(Boolean).length;
  if (chosen > 0 && chosen < 3) problems.province_code = 'districtIncomplete';
  if (hasEmoji(form.address)) problems.address = 'emojiNotAllowed';
  if (form.special_date && !DATE_PATTERN.test(form.special_date)) {
    problems.special_date = 'dateInvalid';
  }
  const email = form.email.trim();
  if (hasEmoji(email)) problems.email = 'emojiNotAllowed';
  else if (!email) {
    if (form.newsletter) problems.email = 'emailForNewsletter';
  } else if (!EMAIL_PATTERN.test(email)) problems.email = 'emailInvalid';
  return problems;
}

export interface AddressForm extends DistrictChoice {
  name: string;
  mobile: string;
  address: string;
  is_default: boolean;
}

export type AddressField = 'name' | 'mobile' | 'district' | 'address';

/**
 * Spec §5: a blank field is one message for the whole form ("Name, mobile number, province,
 * city, area and detailed address cannot be blank"), shown on each blank field.
 */
export function validateAddress(form: AddressForm): Problems<AddressField> {
  const problems: Problems<AddressField> = {};
  const name = form.name.trim();
  if (!name) problems.name = 'addressBlank';
  else if (hasEmoji(name)) problems.name = 'emojiNotAllowed';
  const mobile = form.mobile.trim();
  if (!mobile) problems.mobile = 'addressBlank';
  else if (!MOBILE_PATTERN.test(mobile)) problems.mobile = 'mobileFormat';
  if (!form.province_code || !form.city_code || !form.area_code) problems.district = 'addressBlank';
  const address = form.address.trim();
  if (!address) problems.address = 'addressBlank';
  else if (hasEmoji(address)) problems.address = 'emojiNotAllowed';
  return problems;
}

export interface PasswordForm {
  old_password: string;
  password: string;
  password_confirm: string;
}

export function validatePassword(form: PasswordForm): Problems<keyof PasswordForm> {
  const problems: Problems<keyof PasswordForm> = {};
  if (!form.old_password) problems.old_password = 'oldPasswordBlank';
  const password = passwordProblem(form.password);
  if (password) problems.password = password;
  if (form.password_confirm !== form.password) problems.password_confirm = 'passwordMismatch';
  return problems;
}
