import { isReservePeriod } from '../../../contract/opening-hours';
import { MOBILE_PATTERN, hasEmoji } from '../../../contract/rules';
import { LEVELS, type BookingField, type BookingValues, type Level } from './model';

// Spec §5 rules of the booking form (boutique appointment and washing), checked as the shopper
// leaves a field, again as a showing problem is corrected, and on submit.

export type BookingProblem =
  | 'titleRequired'
  | 'nameBlank'
  | 'mobileBlank'
  | 'mobileFormat'
  | 'emojiNotAllowed'
  | 'countryRequired'
  | 'provinceRequired'
  | 'cityRequired'
  | 'boutiqueRequired'
  | 'dateRequired'
  | 'periodRequired'
  | 'serviceTypeRequired'
  | 'clothingRequired'
  | 'countryFirst'
  | 'provinceFirst'
  | 'cityFirst';

export type BookingProblems = Partial<Record<BookingField, BookingProblem>>;

const FIRST: Record<Exclude<Level, 'country'>, BookingProblem> = {
  province: 'countryFirst',
  city: 'provinceFirst',
  storeId: 'cityFirst',
};

/** The problem of opening a level whose upper level is not chosen yet, or undefined. */
export function upperLevelProblem(values: BookingValues, level: Level): BookingProblem | undefined {
  if (level === 'country') return undefined;
  const upper = LEVELS[LEVELS.indexOf(level) - 1];
  return upper && !values[upper] ? FIRST[level] : undefined;
}

/** Every field's problem; an empty object means the form can be sent. */
export function bookingProblems(values: BookingValues): BookingProblems {
  const problems: BookingProblems = {};
  if (values.title !== 'Mr.' && values.title !== 'Ms.') problems.title = 'titleRequired';
  if (!values.name.trim()) problems.name = 'nameBlank';
  else if (hasEmoji(values.name)) problems.name = 'emojiNotAllowed';
  if (!values.mobile.trim()) problems.mobile = 'mobileBlank';
  else if (!MOBILE_PATTERN.test(values.mobile.trim())) problems.mobile = 'mobileFormat';
  // Only the first level missing is named: the ones under it cannot be chosen yet.
  if (!values.country) problems.country = 'countryRequired';
  else if (!values.province) problems.province = 'provinceRequired';
  else if (!values.city) problems.city = 'cityRequired';
  if (values.storeId === null) problems.storeId = 'boutiqueRequired';
  if (!values.date) problems.date = 'dateRequired';
  if (!isReservePeriod(values.period)) problems.period = 'periodRequired';
  if (!values.serviceType) problems.serviceType = 'serviceTypeRequired';
  if (!values.clothingType) problems.clothingType = 'clothingRequired';
  if (hasEmoji(values.remark)) problems.remark = 'emojiNotAllowed';
  return problems;
}
