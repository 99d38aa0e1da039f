import { useLingui } from '@lingui/react/macro';
import type { AppointmentStatus, WashingState } from '../../../../contract/appointment';
import type { CardState } from '../card-state';
import type { BookingProblem } from '../validation';

/** Spec §5's appointment messages, in the shopper's language. */
export function useProblemText(): (problem: BookingProblem | undefined) => string | undefined {
  const { t } = useLingui();
  const words: Record<BookingProblem, string> = {
    titleRequired: t`Please choose a title`,
    nameBlank: t`Name cannot be blank`,
    mobileBlank: t`Mobile number cannot be blank`,
    mobileFormat: t`Mobile number format error`,
    emojiNotAllowed: t`Emoji is not allowed`,
    countryRequired: t`A country must be selected`,
    provinceRequired: t`Please choose a province`,
    cityRequired: t`Please choose a city`,
    boutiqueRequired: t`Please choose a boutique`,
    dateRequired: t`Please choose a date`,
    periodRequired: t`Please choose a time`,
    serviceTypeRequired: t`Please choose a service type`,
    clothingRequired: t`Please choose a clothing type`,
    countryFirst: t`Please choose the country first`,
    provinceFirst: t`Please choose the province first`,
    cityFirst: t`Please choose the city first`,
  };
  return (problem) => (problem ? words[problem] : undefined);
}

/** Where a washing request's care stands, once the boutique has the piece. */
export function useCareStateLabels(): Record<WashingState, string> {
  const { t } = useLingui();
  return {
    received: t`Received at the boutique`,
    cleaning: t`In care at the workshop`,
    ready: t`Ready to collect`,
    collected: t`Collected`,
  };
}

/** The state a card shows: the booking's, or its washing care's (see card-state.ts). */
export function useCardStateLabels(): Record<CardState, string> {
  const { t } = useLingui();
  const status: Record<AppointmentStatus, string> = {
    waiting: t`Waiting for the adviser’s reply`,
    confirmed: t`Confirmed`,
    completed: t`Completed`,
    cancelled: t`Cancelled`,
  };
  return { ...status, ...useCareStateLabels(), priced: t`Priced, awaiting care` };
}

/** A booked day as the shopper's language writes it, with its weekday (11月22日 周六). */
export function formatBookedDay(day: string, locale: string, withYear = false): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'long',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
  });
}
