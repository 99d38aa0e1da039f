import * as z from 'zod/mini';
import { WASHING_STAGES, type WashingListFilters } from '../../../../contract/console-washing';

/** The washing list's filters and page, as the address keeps them. */
export interface WashingSearch extends WashingListFilters {
  page?: number;
}

// Each field is read on its own: a malformed one is left out, the others kept.
const field = <T extends z.core.SomeType>(schema: T) => z.catch(z.optional(schema), undefined);
const day = field(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)));

const washingSearch = z.object({
  store_id: field(z.int().check(z.minimum(1))),
  stage: field(z.enum(WASHING_STAGES)),
  from: day,
  to: day,
  q: field(
    z.pipe(
      z.pipe(
        z.union([z.string(), z.number()]),
        z.transform((value) => String(value).trim()),
      ),
      z.string().check(z.minLength(1), z.maxLength(32), z.regex(/^[^\r\n\t]*$/)),
    ),
  ),
  page: field(z.int().check(z.minimum(2))),
});

/** What of the address's search the area reads; anything else, or malformed, is left out. */
export function validateWashingSearch(search: Record<string, unknown>): WashingSearch {
  const parsed = washingSearch.parse(search);
  return Object.fromEntries(
    Object.entries(parsed).filter(([, value]) => value !== undefined),
  ) as WashingSearch;
}
