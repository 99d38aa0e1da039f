import type { Selectable } from 'kysely';
import type {
  MoneyBack,
  PayMethod,
  InvoiceStatus,
  InvoiceView,
  RefundDetail,
  RefundPiece,
  RefundStatus,
  RefundType,
} from '../../../../contract/order';
import type { Db } from '../../../db/database';
import type { InvoiceTable, RefundTable } from '../../../db/schema';
import type { Lang } from '../../../lib/lang';
import { AFTER_SALES_TYPES } from './rules';
import { invoiceStatusText, refundReasonText, refundStatusText, returnAddress } from './words';

export type RefundRow = Selectable<RefundTable>;
export type InvoiceRow = Selectable<InvoiceTable>;
/** An invoice with its PDF's name and size (null until one is attached). */
export type InvoiceWithFile = InvoiceRow & { pdf_name: string | null; pdf_size: number | null };
export interface HistoryEntry {
  status: string;
  at: number;
}

export function parseHistory(stored: string): HistoryEntry[] {
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (entry): entry is HistoryEntry =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as HistoryEntry).status === 'string' &&
        typeof (entry as HistoryEntry).at === 'number',
    );
  } catch {
    return [];
  }
}

/** The history with one more transition, as stored. */
export function withHistory(stored: string, status: RefundStatus, at: number): string {
  return JSON.stringify([...parseHistory(stored), { status, at }]);
}

/** The return address is shown from the moment the seller agreed to a return. */
const ADDRESS_SHOWN: readonly string[] = ['agreed', 'returning', 'processing', 'refunded'];

/** A refund the provider could not pay out: the operator must send it another way. */
export function payoutFailed(row: Pick<RefundRow, 'status' | 'payout_failure'>): boolean {
  return row.status === 'processing' && row.payout_failure !== '';
}

/** A request as the shopper reads it; `hotline` is the shop's ('' for none). */
export function toRefundDetail(
  row: RefundRow,
  orderNo: string,
  lang: Lang,
  pieces: RefundPiece[],
  hotline: string,
): RefundDetail {
  const isReturn = row.type === 'return';
  return {
    id: row.id,
    refund_no: row.refund_no,
    order_id: row.order_id,
    order_no: orderNo,
    type: row.type as RefundType,
    status: row.status as RefundStatus,
    status_text: refundStatusText(row.status, lang),
    reason: refundReasonText(row.type, row.reason, lang),
    amount: row.amount,
    contact: row.contact,
    remark: row.remark,
    refuse_reason: row.refuse_reason,
    express_company: row.express_company,
    express_no: row.express_no,
    return_address:
      isReturn && ADDRESS_SHOWN.includes(row.status) ? returnAddress(lang, hotline) : '',
    created_at: row.created_at,
    refunded_at: row.refunded_at,
    pieces,
    freight: pieces.length ? row.amount - pieces.reduce((sum, p) => sum + p.amount, 0) : 0,
    history: parseHistory(row.history).map((entry) => ({
      status: entry.status as RefundStatus,
      status_text: refundStatusText(entry.status, lang),
      at: entry.at,
    })),
    can_send: isReturn && row.status === 'agreed',
    payout_delayed: payoutFailed(row),
  };
}

export function toInvoiceView(
  row: InvoiceRow | InvoiceWithFile,
  lang: Lang,
  hotline: string,
): InvoiceView {
  const status = row.status as InvoiceStatus;
  const file = 'pdf_name' in row && row.pdf_name !== null ? row : null;
  return {
    id: row.id,
    invoice_type: row.invoice_type as InvoiceView['invoice_type'],
    header_type: row.header_type as InvoiceView['header_type'],
    title: row.title,
    tax_id: row.tax_id,
    email: row.email,
    phone: row.phone,
    content: row.content,
    bank: row.bank,
    bank_account: row.bank_account,
    company_address: row.company_address,
    company_phone: row.company_phone,
    status,
    status_text: invoiceStatusText(status, lang, hotline),
    created_at: row.created_at,
    invoice_no: row.invoice_no,
    decided_at: row.decided_at,
    refuse_reason: row.refuse_reason,
    pdf:
      status === 'issued' && file?.pdf_name
        ? { file_name: file.pdf_name, size: file.pdf_size ?? 0 }
        : null,
  };
}

/** The after-sales requests of some orders, newest first (the shop's own refunds left out). */
export async function loadAfterSales(
  db: Db,
  orderIds: number[],
): Promise<Map<number, RefundRow[]>> {
  const byOrder = new Map<number, RefundRow[]>();
  if (!orderIds.length) return byOrder;
  const rows = await db
    .selectFrom('refund')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .where('type', 'in', [...AFTER_SALES_TYPES])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row]);
  return byOrder;
}

export async function loadInvoices(
  db: Db,
  orderIds: number[],
): Promise<Map<number, InvoiceWithFile>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .selectFrom('invoice')
    .leftJoin('invoice_file', 'invoice_file.invoice_id', 'invoice.id')
    .selectAll('invoice')
    .select(['invoice_file.file_name as pdf_name', 'invoice_file.size as pdf_size'])
    .where('invoice.order_id', 'in', orderIds)
    .execute();
  return new Map(rows.map((row) => [row.order_id, row]));
}

/**
 * What the shop sent back for an order, or is sending: every refund already made, every refund
 * the provider is paying out (or could not: Client Services then sends it), and an agreed
 * cancellation's or late payment's on its way (an agreed return waits for the parcel first).
 */
export async function loadMoneyBack(
  db: Db,
  order: { id: number; pay_method: string | null },
): Promise<MoneyBack[]> {
  const rows = await db
    .selectFrom('refund')
    .leftJoin('payment', 'payment.id', 'refund.payment_id')
    .select([
      'refund.refund_no',
      'refund.type',
      'refund.status',
      'refund.amount',
      'refund.refunded_at',
      'refund.payout_failure',
      'payment.method',
    ])
    .where('refund.order_id', '=', order.id)
    .where((eb) =>
      eb.or([
        eb('refund.status', 'in', ['refunded', 'processing']),
        eb.and([eb('refund.status', '=', 'agreed'), eb('refund.type', 'in', ['cancel', 'late'])]),
      ]),
    )
    .orderBy('refund.created_at')
    .orderBy('refund.id')
    .execute();
  return rows.map((row) => ({
    refund_no: row.refund_no,
    kind: row.type as MoneyBack['kind'],
    amount: row.amount,
    state: row.status === 'refunded' ? 'refunded' : payoutFailed(row) ? 'delayed' : 'sending',
    refunded_at: row.refunded_at,
    to: (row.method ?? order.pay_method) as PayMethod | null,
  }));
}
