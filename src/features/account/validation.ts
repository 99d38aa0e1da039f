// Spec §5 checks of the account forms, run on blur and on submit before anything is sent. The
// problem names are the server's message keys, so both sides say the same thing.
import {
  EMAIL_PATTERN,
  FIRST_NAME_MAX,
  LAST_NAME_MAX,
  MOBILE_PATTERN,
  SMS_CODE_PATTERN,
  TITLES,
  charLength,
  hasEmoji,
  isPastDate,
  passwordProblem,
  type PasswordProblem,
} from '../../../contract/rules';

export type Problem =
  | 'mobileBlank'
  | 'mobileFormat'
  | 'captchaBlank'
  | 'smsCodeBlank'
  | 'smsCodeFormat'
  | 'accountBlank'
  | 'passwordBlank'
  | PasswordProblem
  | 'passwordMismatch'
  | 'titleRequired'
  | 'lastNameLength'
  | 'firstNameLength'
  | 'birthdayInvalid'
  | 'emailInvalid'
  | 'emailForNewsletter'
  | 'privacyRequired'
  | 'emojiNotAllowed';

export type Check = Problem | null;

const blank = (value: string) => value.trim() === '';

export function mobileProblem(value: string): Check {
  if (blank(value)) return 'mobileBlank';
  return MOBILE_PATTERN.test(value.trim()) ? null : 'mobileFormat';
}

export function captchaProblem(value: string): Check {
  return blank(value) ? 'captchaBlank' : null;
}

export function smsCodeProblem(value: string): Check {
  if (blank(value)) return 'smsCodeBlank';
  return SMS_CODE_PATTERN.test(value.trim()) ? null : 'smsCodeFormat';
}

export function accountProblem(value: string): Check {
  if (blank(value)) return 'accountBlank';
  return hasEmoji(value) ? 'emojiNotAllowed' : null;
}

/** Signing in only asks for something typed: an old password may predate today's rule. */
export function loginPasswordProblem(value: string): Check {
  return value === '' ? 'passwordBlank' : null;
}

export function newPasswordProblem(value: string): Check {
  return passwordProblem(value);
}

export function confirmationProblem(password: string, confirmation: string): Check {
  return password === confirmation ? null : 'passwordMismatch';
}

export function titleProblem(value: string): Check {
  return (TITLES as readonly string[]).includes(value) ? null : 'titleRequired';
}

function nameProblem(value: string, max: number, problem: Problem): Check {
  if (hasEmoji(value)) return 'emojiNotAllowed';
  const length = charLength(value.trim());
  return length >= 1 && length <= max ? null : problem;
}

export function lastNameProblem(value: string): Check {
  return nameProblem(value, LAST_NAME_MAX, 'lastNameLength');
}

export function firstNameProblem(value: string): Check {
  return nameProblem(value, FIRST_NAME_MAX, 'firstNameLength');
}

/** Text that may be left out, but carries no emoji when given. */
export function optionalTextProblem(value: string): Check {
  return hasEmoji(value) ? 'emojiNotAllowed' : null;
}

/** An email may be left out, unless the news it would bring was asked for. */
export function emailProblem(value: string, newsletter = false): Check {
  if (hasEmoji(value)) return 'emojiNotAllowed';
  if (blank(value)) return newsletter ? 'emailForNewsletter' : null;
  return EMAIL_PATTERN.test(value.trim()) ? null : 'emailInvalid';
}

export interface DateParts {
  year: string;
  month: string;
  day: string;
}

/** The date of birth as the server takes it (YYYY-MM-DD), or '' while a part is missing. */
export function birthdayOf({ year, month, day }: DateParts): string {
  if (!year || !month || !day) return '';
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** A date of birth may be left out, but not half chosen. */
export function birthdayProblem(parts: DateParts, now = new Date()): Check {
  if (!parts.year && !parts.month && !parts.day) return null;
  return isPastDate(birthdayOf(parts), now) ? null : 'birthdayInvalid';
}

export function consentProblem(ticked: boolean): Check {
  return ticked ? null : 'privacyRequired';
}

/** How many days a month has (month 1–12); February follows the year when it is known. */
export function daysInMonth(year: string, month: string): number {
  const m = Number(month);
  if (!m) return 31;
  const y = Number(year) || 2000;
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}
