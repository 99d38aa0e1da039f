import * as z from 'zod/mini';

/** The coupons' list page, as the address keeps it. */
export interface CouponsSearch {
  page?: number;
}

/** The subscribers' search and page, as the address keeps them. */
export interface SubscribersSearch {
  q?: string;
  page?: number;
}

const field = <T extends z.core.SomeType>(schema: T) => z.catch(z.optional(schema), undefined);
const page = field(z.int().check(z.minimum(2)));

const couponsSearch = z.object({ page });
const subscribersSearch = z.object({
  q: field(
    z.pipe(
      z.pipe(
        z.union([z.string(), z.number()]),
        z.transform((value) => String(value).trim()),
      ),
      z.string().check(z.minLength(1), z.maxLength(120), z.regex(/^[^\r\n\t]*$/)),
    ),
  ),
  page,
});

const defined = <T extends object>(parsed: T): T =>
  Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined)) as T;

/** Anything malformed in the address is left out. */
export function validateCouponsSearch(search: Record<string, unknown>): CouponsSearch {
  return defined(couponsSearch.parse(search));
}

export function validateSubscribersSearch(search: Record<string, unknown>): SubscribersSearch {
  return defined(subscribersSearch.parse(search));
}
