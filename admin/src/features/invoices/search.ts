import * as z from 'zod/mini';
import {
  INVOICE_LIST_STATES,
  INVOICE_TYPES,
  type InvoiceListFilters,
} from '../../../../contract/console-invoices';
import { field, laterPage, searchOf, words } from '../../lib/search-fields';

/** The invoices list's filters and page, as the address keeps them. */
export interface InvoicesSearch extends InvoiceListFilters {
  page?: number;
}

const invoicesSearch = z.object({
  state: field(z.enum(INVOICE_LIST_STATES)),
  type: field(z.enum(INVOICE_TYPES)),
  q: words(64),
  page: laterPage,
});

/** The list opens on the requests waiting; anything malformed in the address is left out. */
export function validateInvoicesSearch(search: Record<string, unknown>): InvoicesSearch {
  return searchOf(invoicesSearch, search);
}
