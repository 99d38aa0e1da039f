import { sql, type SqlBool } from 'kysely';
import type {
  ConsoleInvoicePage,
  ConsoleInvoiceRow,
  InvoiceListFilters,
} from '../../../../contract/console-invoices';
import type { InvoiceHeader, InvoiceStatus, InvoiceType } from '../../../../contract/order';
import type { Db } from '../../../db/database';
import { PENDING_INVOICE_STATUSES } from '../../order';

// The invoice requests as the console lists them: the oldest pending first (they wait longest),
// otherwise newest first, narrowed by the filters, a page at a time.

function likeText(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filteredInvoices(db: Db, filters: InvoiceListFilters) {
  let query = db.selectFrom('invoice').innerJoin('shop_order', 'shop_order.id', 'invoice.order_id');
  const { state, type, q } = filters;
  if (state === 'pending') {
    query = query.where('invoice.status', 'in', [...PENDING_INVOICE_STATUSES]);
  } else if (state !== undefined) {
    query = query.where('invoice.status', '=', state);
  }
  if (type) query = query.where('invoice.invoice_type', '=', type);
  if (q) {
    const like = likeText(q);
    const contains = (column: string) => sql<SqlBool>`${sql.ref(column)} like ${like} escape '\\'`;
    query = query.where((eb) =>
      eb.or([
        contains('shop_order.order_no'),
        contains('invoice.title'),
        contains('invoice.tax_id'),
        contains('invoice.email'),
        contains('invoice.invoice_no'),
      ]),
    );
  }
  return query;
}

export async function listInvoices(
  db: Db,
  filters: InvoiceListFilters,
  page: number,
  pageSize: number,
): Promise<ConsoleInvoicePage> {
  const oldestFirst =
    filters.state === 'pending' ||
    filters.state === 'requested' ||
    filters.state === 'needs_service';
  const [rows, count] = await Promise.all([
    filteredInvoices(db, filters)
      .select([
        'invoice.id',
        'shop_order.order_no',
        'invoice.invoice_type',
        'invoice.header_type',
        'invoice.title',
        'invoice.tax_id',
        'invoice.email',
        'shop_order.pay_amount',
        'invoice.status',
        'invoice.invoice_no',
        'invoice.created_at',
        'invoice.decided_at',
      ])
      .orderBy('invoice.created_at', oldestFirst ? 'asc' : 'desc')
      .orderBy('invoice.id', oldestFirst ? 'asc' : 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    filteredInvoices(db, filters)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const items: ConsoleInvoiceRow[] = rows.map((row) => ({
    id: row.id,
    order_no: row.order_no,
    invoice_type: row.invoice_type as InvoiceType,
    header_type: row.header_type as InvoiceHeader,
    title: row.title,
    tax_id: row.tax_id,
    email: row.email,
    amount: row.pay_amount,
    status: row.status as InvoiceStatus,
    invoice_no: row.invoice_no,
    created_at: Number(row.created_at),
    decided_at: row.decided_at === null ? null : Number(row.decided_at),
  }));
  return { total: Number(count.n), page, page_size: pageSize, items };
}
