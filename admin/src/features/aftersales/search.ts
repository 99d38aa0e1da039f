import * as z from 'zod/mini';
import {
  AFTERSALES_LIST_STATES,
  type AfterSalesListFilters,
} from '../../../../contract/console-aftersales';

/** The after-sales queue's filters and page, as the address keeps them. */
export interface AfterSalesSearch extends AfterSalesListFilters {
  page?: number;
}

const field = <T extends z.core.SomeType>(schema: T) => z.catch(z.optional(schema), undefined);

const afterSalesSearch = z.object({
  state: field(z.enum(AFTERSALES_LIST_STATES)),
  q: field(
    z.pipe(
      z.pipe(
        z.union([z.string(), z.number()]),
        z.transform((value) => String(value).trim()),
      ),
      z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[^\r\n\t]*$/)),
    ),
  ),
  page: field(z.int().check(z.minimum(2))),
});

/** The queue opens on what is still to act on; anything malformed in the address is left out. */
export function validateAfterSalesSearch(search: Record<string, unknown>): AfterSalesSearch {
  const parsed = afterSalesSearch.parse(search);
  return Object.fromEntries(
    Object.entries(parsed).filter(([, value]) => value !== undefined),
  ) as AfterSalesSearch;
}
