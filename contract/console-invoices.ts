// The console's invoices area (/admin/api/invoices…): what its calls take and answer. Money in fen.

import type { InvoiceHeader, InvoiceStatus, InvoiceType, OrderStatus } from './order';

/** The list's state filter: `pending` (general and special VAT still to issue) or one status. */
export const INVOICE_LIST_STATES = [
  'pending',
  'requested',
  'needs_service',
  'issued',
  'refused',
] as const;
export type InvoiceListState = (typeof INVOICE_LIST_STATES)[number];
export const INVOICE_TYPES = ['general', 'special'] as const;

/** The largest PDF the console attaches (the server refuses a larger one in words). */
export const INVOICE_PDF_MAX_BYTES = 4 * 1024 * 1024;

export interface InvoiceListFilters {
  state?: InvoiceListState;
  type?: InvoiceType;
  /** Words found in the order number, the title, the tax number or the email. */
  q?: string;
}

export interface ConsoleInvoiceRow {
  id: number;
  order_no: string;
  invoice_type: InvoiceType;
  header_type: InvoiceHeader;
  title: string;
  tax_id: string;
  email: string;
  /** What the order was paid, the invoice's amount. */
  amount: number;
  status: InvoiceStatus;
  invoice_no: string;
  created_at: number;
  decided_at: number | null;
}

export interface ConsoleInvoicePage {
  total: number;
  page: number;
  page_size: number;
  items: ConsoleInvoiceRow[];
}

/** Everything the shopper gave, the order it is for, and what customer service decided. */
export interface ConsoleInvoiceDetail extends ConsoleInvoiceRow {
  phone: string;
  content: string;
  bank: string;
  bank_account: string;
  company_address: string;
  company_phone: string;
  refuse_reason: string;
  order: {
    order_no: string;
    status: OrderStatus;
    paid_at: number | null;
    pay_amount: number;
    refunded_amount: number;
    receiver_name: string;
    receiver_mobile: string;
  };
  member: { id: number; card_no: string; mobile: string; name: string; email: string };
  pdf: { file_name: string; size: number; stored_at: number } | null;
}

/** Issue: the number on the invoice and its PDF, in base64. */
export interface InvoiceIssueBody {
  invoice_no: string;
  file_name: string;
  pdf_base64: string;
}
