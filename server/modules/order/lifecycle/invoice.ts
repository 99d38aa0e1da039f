import type { CallParsed } from '../../../../contract/call';
import { CODE_INVALID_INPUT, CODE_NOT_FOUND } from '../../../../contract/call';
import type { InvoicePdf, InvoiceView, invoiceUpload } from '../../../../contract/order';
import type { Db } from '../../../db/database';
import { BusinessError } from '../../../errors';
import { shopHotline } from '../../../lib/hotline';
import type { Lang } from '../../../lib/lang';
import { isUniqueViolation } from '../../member';
import { memberOrder } from './load';
import { toInvoiceView } from './refund-views';
import { invoiceWindowOpen, isPaidStatus } from './rules';

const alreadyRequested = () => new BusinessError(CODE_INVALID_INPUT, 'invoiceAlreadyRequested');

/**
 * One e-invoice request per order, once paid and until 30 days after signing for. A special VAT
 * invoice is completed by Client Services (status needs_service); a general one is issued
 * from the request (status requested).
 */
export async function requestInvoice(
  db: Db,
  memberId: number,
  input: CallParsed<typeof invoiceUpload>,
  lang: Lang,
  now: number,
): Promise<InvoiceView> {
  const order = await memberOrder(db, memberId, input.order_id);
  if (!isPaidStatus(order.status)) throw new BusinessError(CODE_INVALID_INPUT, 'invoiceNotPaid');
  const existing = await db
    .selectFrom('invoice')
    .select(['id', 'status'])
    .where('order_id', '=', order.id)
    .executeTakeFirst();
  // Refused by customer service (a wrong tax number, say): asked again with the details corrected.
  if (existing && existing.status !== 'refused') throw alreadyRequested();
  if (!invoiceWindowOpen(order, now)) {
    throw new BusinessError(CODE_INVALID_INPUT, 'invoicePeriodPassed');
  }
  const special = input.invoice_type === 'special';
  const withTaxId = special || input.header_type === 'company';
  const details = {
    invoice_type: input.invoice_type,
    header_type: input.header_type,
    title: input.title,
    tax_id: withTaxId ? input.tax_id : '',
    email: input.email,
    phone: input.phone,
    content: input.content,
    bank: special ? input.bank : '',
    bank_account: special ? input.bank_account : '',
    company_address: special ? input.company_address : '',
    company_phone: special ? input.company_phone : '',
    status: special ? 'needs_service' : 'requested',
    created_at: now,
  };
  if (existing) {
    const row = await db
      .updateTable('invoice')
      .set({ ...details, invoice_no: '', refuse_reason: '', decided_at: null })
      .where('id', '=', existing.id)
      .where('status', '=', 'refused')
      .returningAll()
      .executeTakeFirst();
    if (!row) throw alreadyRequested();
    return toInvoiceView(row, lang, await shopHotline(db));
  }
  try {
    const row = await db
      .insertInto('invoice')
      .values({ ...details, order_id: order.id, member_id: memberId })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toInvoiceView(row, lang, await shopHotline(db));
  } catch (error) {
    // A second request that raced this one: the unique order_id let only one in.
    if (isUniqueViolation(error)) throw alreadyRequested();
    throw error;
  }
}

/** The PDF of the member's issued invoice; another member's order answers as a missing one. */
export async function memberInvoicePdf(
  db: Db,
  memberId: number,
  orderId: number,
): Promise<InvoicePdf> {
  const order = await memberOrder(db, memberId, orderId);
  const file = await db
    .selectFrom('invoice_file')
    .innerJoin('invoice', 'invoice.id', 'invoice_file.invoice_id')
    .select(['invoice_file.file_name', 'invoice_file.size', 'invoice_file.bytes'])
    .where('invoice.order_id', '=', order.id)
    .where('invoice.member_id', '=', memberId)
    .where('invoice.status', '=', 'issued')
    .executeTakeFirst();
  if (!file) throw new BusinessError(CODE_NOT_FOUND, 'invoicePdfMissing');
  return {
    file_name: file.file_name,
    content_type: 'application/pdf',
    size: file.size,
    base64: Buffer.from(file.bytes).toString('base64'),
  };
}
