import { z } from 'zod';
import {
  DATE_PATTERN,
  EMAIL_PATTERN,
  FIRST_NAME_MAX,
  LAST_NAME_MAX,
  MOBILE_PATTERN,
  SMS_CODE_PATTERN,
  TITLES,
  charLength,
  hasControlCharacter,
  hasEmoji,
  isPastDate,
  passwordProblem,
} from './rules';

// Form fields shared by the account calls. An `error` here is a message key of the server's
// catalogue (server/messages.ts): the gateway turns it into the shopper's language.

/** Refuses control characters and line breaks in a one-line entry. */
export function oneLine(schema: z.ZodString) {
  return schema.refine((value) => !hasControlCharacter(value), { error: 'invalidCharacters' });
}

/** Text a shopper typed on one line: trimmed, bounded, and never carrying emoji. */
export function text(blankKey: string, max = 200) {
  return oneLine(
    z
      .string({ error: blankKey })
      .trim()
      .min(1, { error: blankKey })
      .max(max, { error: 'tooLong' })
      .refine((value) => !hasEmoji(value), { error: 'emojiNotAllowed' }),
  );
}

/** Optional text on one line: absent or empty becomes ''. */
export function optionalText(max = 200) {
  return oneLine(
    z
      .string()
      .trim()
      .max(max, { error: 'tooLong' })
      .refine((value) => !hasEmoji(value), { error: 'emojiNotAllowed' }),
  )
    .optional()
    .transform((value) => value ?? '');
}

/** Optional free text (a remark): like `optionalText`, but its tabs and line breaks are kept. */
export function freeText(max = 200) {
  return z
    .string()
    .trim()
    .max(max, { error: 'tooLong' })
    .refine((value) => !hasEmoji(value), { error: 'emojiNotAllowed' })
    .refine((value) => !hasControlCharacter(value, true), { error: 'invalidCharacters' })
    .optional()
    .transform((value) => value ?? '');
}

export const mobileField = text('mobileBlank', 20).regex(MOBILE_PATTERN, { error: 'mobileFormat' });
export const smsCodeField = text('smsCodeBlank', 12).regex(SMS_CODE_PATTERN, {
  error: 'smsCodeWrong',
});
export const captchaCodeField = text('captchaBlank', 12);
/** A new password: each refusal names what is wrong (rules.ts' PASSWORD_PROBLEMS). */
export const passwordField = z.string({ error: 'passwordBlank' }).superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
export const titleField = z.enum(TITLES, { error: 'titleRequired' });
export const lastNameField = text('lastNameLength', 40).refine(
  (value) => charLength(value) <= LAST_NAME_MAX,
  { error: 'lastNameLength' },
);
export const firstNameField = text('firstNameLength', 40).refine(
  (value) => charLength(value) <= FIRST_NAME_MAX,
  { error: 'firstNameLength' },
);
export const emailField = text('emailInvalid', 254).regex(EMAIL_PATTERN, { error: 'emailInvalid' });
/** A date of birth given or not: '' or a real date in the past. */
export const optionalBirthdayField = optionalText(10).refine(
  (value) => value === '' || isPastDate(value),
  { error: 'birthdayInvalid' },
);
/** An email address given or not: '' or a valid address. */
export const optionalEmailField = optionalText(254).refine(
  (value) => value === '' || EMAIL_PATTERN.test(value),
  { error: 'emailInvalid' },
);
/** An optional date (the profile's special date): '' or YYYY-MM-DD. */
export const optionalDateField = optionalText(10).refine(
  (value) => value === '' || DATE_PATTERN.test(value),
  { error: 'dateInvalid' },
);
/** A ticked box in a form body: "1" or "true". */
export const consentField = (key: string) =>
  z.enum(['1', 'true'], { error: key }).transform(() => true);
/** An optional flag in a form body. */
export const flagField = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((value) => value === '1' || value === 'true');

/** "Password inconsistency!" when the confirmation differs. */
export function confirmedPassword<T extends { password: string; password_confirm: string }>(
  value: T,
): boolean {
  return value.password === value.password_confirm;
}
export const passwordMismatch = { error: 'passwordMismatch', path: ['password_confirm'] };

/** The news a member asks for goes by email: ticking the box needs an address. */
export function newsletterHasEmail(value: { newsletter: boolean; email: string }): boolean {
  return !value.newsletter || value.email !== '';
}
export const newsletterNeedsEmail = { error: 'emailForNewsletter', path: ['email'] };
