// Spec §5 and §9 rules that both the server and the browser check. Plain values and functions,
// no schema library, so the browser's forms can import them at no cost.

/** A mainland China mobile number. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;
/** Pictographs, flags and the joiners that build emoji sequences. */
export const EMOJI_PATTERN = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u200d|\ufe0f/u;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const LAST_NAME_MAX = 5;
export const FIRST_NAME_MAX = 4;
export const TITLES = ['Mr.', 'Ms.'] as const;
export type Title = (typeof TITLES)[number];

/** Spec §5 and §9: a new password's length, in characters. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;
/** Why a new password is refused, each said in its own words (a message key of the server's). */
export const PASSWORD_PROBLEMS = [
  'passwordSpace',
  'passwordEmoji',
  'passwordCharacters',
  'passwordLength',
  'passwordLetterAndDigit',
] as const;
export type PasswordProblem = (typeof PASSWORD_PROBLEMS)[number];

/** Letters, digits and the symbols of a keyboard: printable ASCII but the space. */
const KEYBOARD_CHARACTERS = /^[\x21-\x7e]*$/;

/**
 * What is wrong with a new password, or null: 8–16 letters, digits and keyboard symbols, with at
 * least a letter and a digit. It is read as it is hashed (NFKC), so a full-width ！ or Ａ typed
 * with a Chinese input method counts as ! or A. Spaces, emoji and any other character are each
 * refused by name, before the length is counted.
 */
export function passwordProblem(value: string): PasswordProblem | null {
  const password = value.normalize('NFKC');
  if (/\s/u.test(password)) return 'passwordSpace';
  if (hasEmoji(password)) return 'passwordEmoji';
  if (!KEYBOARD_CHARACTERS.test(password)) return 'passwordCharacters';
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return 'passwordLength';
  return /[A-Za-z]/.test(password) && /\d/.test(password) ? null : 'passwordLetterAndDigit';
}

/** Spec §9: the registration gift certificate, in fen. */
export const REGISTER_GIFT_FEN = 100_00;
/**
 * Seconds before another SMS code may be sent to the same number, unless the server's operator
 * sets otherwise (`SMS_RESEND_SECONDS`); the page counts down from the server's answer, and from
 * this when a reply has none.
 */
export const SMS_RESEND_SECONDS = 60;

/** Characters as a shopper counts them (a Chinese character or an emoji is one). */
export function charLength(value: string): number {
  return [...value].length;
}

export function hasEmoji(value: string): boolean {
  return EMOJI_PATTERN.test(value);
}

/**
 * True when the text holds a control character: NUL (which PostgreSQL cannot store), the other
 * C0 and C1 controls, DEL, and the Unicode line and paragraph separators. Text on several lines
 * (a remark) may keep its tabs and line breaks.
 */
export function hasControlCharacter(value: string, multiline = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const lineBreak = code === 0x0a || code === 0x0d || code === 0x2028 || code === 0x2029;
    if (multiline && (lineBreak || code === 0x09)) continue;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || lineBreak) return true;
  }
  return false;
}

/** A real calendar date written YYYY-MM-DD, not in the future. */
export function isPastDate(value: string, now = new Date()): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date <= now;
}

/** Shows only the first three and last four digits of a mobile number. */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}
