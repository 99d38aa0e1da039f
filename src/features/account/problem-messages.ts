import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { FIRST_NAME_MAX, LAST_NAME_MAX } from '../../../contract/rules';
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
  passwordFormat: msg`Password must be 8-16 characters of letters and numbers`,
  passwordMismatch: msg`Password inconsistency!`,
  titleRequired: msg`Please choose a title`,
  lastNameLength: msg`Last name must be 1-${LAST_NAME_MAX} characters`,
  firstNameLength: msg`First name must be 1-${FIRST_NAME_MAX} characters`,
  birthdayInvalid: msg`Please choose a valid date of birth`,
  countryBlank: msg`Country cannot be blank`,
  cityBlank: msg`City cannot be blank`,
  emailInvalid: msg`Please enter a valid email address`,
  privacyRequired: msg`Please tick the privacy policy`,
  emojiNotAllowed: msg`Emoji is not allowed`,
};
