import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { FIRST_NAME_MAX, LAST_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../../../contract/rules';
import type { Problem } from './validation';

/** Spec §5 messages, worded as the server words them. */
export const PROBLEM_MESSAGES: Record<Problem, MessageDescriptor> = {
  mobileBlank: msg`Mobile number cannot be blank`,
  mobileFormat: msg`Mobile number format error`,
  captchaBlank: msg`Graphic code cannot be blank`,
  smsCodeBlank: msg`Mobile code cannot be blank`,
  smsCodeFormat: msg`The mobile code has 6 digits`,
  accountBlank: msg`Please enter your mobile number or email`,
  passwordBlank: msg`Please enter your password`,
  passwordSpace: msg`A password cannot contain spaces`,
  passwordEmoji: msg`A password cannot contain emoji`,
  passwordCharacters: msg`A password can only use English letters, numbers and keyboard symbols: no Chinese characters, accented letters or other characters`,
  passwordLength: msg`A password must be ${PASSWORD_MIN}-${PASSWORD_MAX} characters long`,
  passwordLetterAndDigit: msg`A password must contain at least one letter and one number`,
  passwordMismatch: msg`Password inconsistency!`,
  titleRequired: msg`Please choose a title`,
  lastNameLength: msg`Last name must be 1-${LAST_NAME_MAX} characters`,
  firstNameLength: msg`First name must be 1-${FIRST_NAME_MAX} characters`,
  birthdayInvalid: msg`Please choose a valid date of birth`,
  emailInvalid: msg`Please enter a valid email address`,
  emailForNewsletter: msg`Please enter your email address to receive our news by email`,
  privacyRequired: msg`Please tick the privacy policy`,
  emojiNotAllowed: msg`Emoji is not allowed`,
};

/** What a new password takes, shown under its field before anything is typed. */
export const PASSWORD_RULE = msg`${PASSWORD_MIN}-${PASSWORD_MAX} characters, with at least one letter and one number. Keyboard symbols such as ! @ # $ % & * are allowed; spaces are not.`;

/** A field's problem worded in the shopper's language, as the kit's fields show it. */
export function useProblemText(): (problem: Problem | null | undefined) => string | undefined {
  const { i18n } = useLingui();
  return (problem) => (problem ? i18n._(PROBLEM_MESSAGES[problem]) : undefined);
}

/** What a new password takes, in the shopper's language, for its field's `rule`. */
export function usePasswordRule(): string {
  const { i18n } = useLingui();
  return i18n._(PASSWORD_RULE);
}
