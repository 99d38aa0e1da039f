import * as z from 'zod/mini';
import {
  INVOICE_LIST_STATES,
  INVOICE_TYPES,
  type InvoiceListFilters,
} from '../../../../contract/console-invoices';

/** The invoices list's filters and page, as the address keeps them. */
export interface InvoicesSearch extends InvoiceListFilters {
  page?: number;
}

const field = <T extends z.core.SomeType>(schema: T) => z.catch(z.optional(schema), undefined);

const invoicesSearch = z.object({
  state: field(z.enum(INVOICE_LIST_STATES)),
  type: field(z.enum(INVOICE_TYPES)),
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

/** The list opens on the requests waiting; anything malformed in the address is left out. */
export function validateInvoicesSearch(search: Record<string, unknown>): InvoicesSearch {
  const parsed = invoicesSearch.parse(search);
  return Object.fromEntries(
    Object.entries(parsed).filter(([, value]) => value !== undefined),
  ) as InvoicesSearch;
}
