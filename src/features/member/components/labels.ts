import { useLingui } from '@lingui/react/macro';
import type { CouponState } from '../../../../contract/member';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../../contract/rules';
import type { OrderCounts } from '../../../../contract/member';
import type { MemberTab } from '../../../lib/member-routes';
import type { FieldProblem } from '../validation';

/** The name of each screen, as navigation and headings show it. */
export function useTabLabels(): Record<MemberTab, string> {
  const { t } = useLingui();
  return {
    'user-center': t`My account`,
    orders: t`My orders`,
    appointments: t`My appointments`,
    profile: t`My profile`,
    addresses: t`Address book`,
    membership: t`Membership`,
    points: t`Points`,
    balance: t`Account balance`,
    coupons: t`Coupons`,
    'wish-list': t`Wish list`,
    footprints: t`Recently viewed`,
    password: t({ message: 'Password', context: 'member area screen' }),
  };
}

export function useCouponStateLabels(): Record<CouponState, string> {
  const { t } = useLingui();
  return { usable: t`Usable`, used: t`Used`, expired: t`Expired` };
}

export function useOrderLabels(): Record<keyof OrderCounts, string> {
  const { t } = useLingui();
  return {
    to_pay: t`To be paid`,
    to_ship: t`To be shipped`,
    to_receive: t`Pending receipt`,
    after_sale: t`After-sales`,
  };
}

/** Spec §5 messages, in the shopper's language. */
export function useProblemText(): (problem: FieldProblem | undefined) => string | undefined {
  const { t } = useLingui();
  const words: Record<FieldProblem, string> = {
    titleRequired: t`Please choose a title`,
    lastNameLength: t`Last name must be 1-5 characters`,
    firstNameLength: t`First name must be 1-4 characters`,
    emojiNotAllowed: t`Emoji is not allowed`,
    birthdayInvalid: t`Please choose a valid date of birth`,
    emailInvalid: t`Please enter a valid email address`,
    emailForNewsletter: t`Please enter your email address to receive our news by email`,
    dateInvalid: t`This date is not valid`,
    districtIncomplete: t`Please choose a province, a city and an area, or leave all three empty`,
    addressBlank: t`Name, mobile number, province, city, area and detailed address cannot be blank`,
    mobileFormat: t`Mobile number format error`,
    oldPasswordBlank: t`Please enter your current password`,
    passwordSpace: t`A password cannot contain spaces`,
    passwordEmoji: t`A password cannot contain emoji`,
    passwordCharacters: t`A password can only use English letters, numbers and keyboard symbols: no Chinese characters, accented letters or other characters`,
    passwordLength: t`A password must be ${PASSWORD_MIN}-${PASSWORD_MAX} characters long`,
    passwordLetterAndDigit: t`A password must contain at least one letter and one number`,
    passwordMismatch: t`Password inconsistency!`,
  };
  return (problem) => (problem ? words[problem] : undefined);
}

/** What a new password takes, shown under its field before anything is typed. */
export function usePasswordRule(): string {
  const { t } = useLingui();
  return t`${PASSWORD_MIN}-${PASSWORD_MAX} characters, with at least one letter and one number. Keyboard symbols such as ! @ # $ % & * are allowed; spaces are not.`;
}
