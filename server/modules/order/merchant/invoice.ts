import { createHash } from 'node:crypto';
import { INVOICE_PDF_MAX_BYTES } from '../../../../contract/console-invoices';
import type { Db } from '../../../db/database';
import { isUniqueViolation } from '../../member';
import { writeAudit, type Actor } from '../../staff';
import type { InvoiceRow } from '../lifecycle/refund-views';
import { OrderRefusal } from './refusal';

/** The largest PDF customer service may attach to an issued invoice. */
export { INVOICE_PDF_MAX_BYTES };

/** Requests customer service still has to decide: a general one, or a special VAT one. */
export const PENDING_INVOICE_STATUSES = ['requested', 'needs_service'] as const;

export interface InvoiceIssue {
  /** The number printed on the invoice: 8 digits (paper VAT) to 20 (fully digital e-invoice). */
  invoiceNo: string;
  fileName: string;
  pdf: Buffer;
}

/** An invoice request with its order's number, as the merchant's actions read it. */
export type MerchantInvoice = InvoiceRow & { order_no: string };

export async function merchantInvoice(db: Db, invoiceId: number): Promise<MerchantInvoice> {
  const row = await db
    .selectFrom('invoice')
    .innerJoin('shop_order', 'shop_order.id', 'invoice.order_id')
    .selectAll('invoice')
    .select('shop_order.order_no')
    .where('invoice.id', '=', invoiceId)
    .executeTakeFirst();
  if (!row) throw new OrderRefusal('not_found', 'invoiceUnknown');
  return row;
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The number and the file as customer service gave them, or the first thing wrong with them. */
export function checkInvoiceIssue(issue: InvoiceIssue): InvoiceIssue {
  const invoiceNo = issue.invoiceNo.trim();
  if (!/^[0-9]{8,20}$/.test(invoiceNo)) throw new OrderRefusal('invalid', 'invoiceNoInvalid');
  const fileName = issue.fileName.trim().replace(/[\\/]/g, '_').slice(-200) || 'invoice.pdf';
  if (issue.pdf.length === 0) throw new OrderRefusal('invalid', 'invoicePdfNeeded');
  if (issue.pdf.length > INVOICE_PDF_MAX_BYTES) {
    throw new OrderRefusal('invalid', 'invoicePdfTooLarge', {
      fileName,
      size: sizeText(issue.pdf.length),
      max: sizeText(INVOICE_PDF_MAX_BYTES),
    });
  }
  if (!issue.pdf.subarray(0, 1024).toString('latin1').includes('%PDF-')) {
    throw new OrderRefusal('invalid', 'invoicePdfNotPdf', { fileName });
  }
  return {
    invoiceNo,
    fileName: /\.pdf$/i.test(fileName) ? fileName : `${fileName}.pdf`,
    pdf: issue.pdf,
  };
}

/** Why a request that is no longer pending cannot be decided again. */
function decidedRefusal(invoice: MerchantInvoice): OrderRefusal {
  const params = { orderNo: invoice.order_no, invoiceNo: invoice.invoice_no };
  return invoice.status === 'issued'
    ? new OrderRefusal('conflict', 'invoiceAlreadyIssued', params)
    : new OrderRefusal('conflict', 'invoiceAlreadyRefused', params);
}

function requirePending(invoice: MerchantInvoice): void {
  if (!(PENDING_INVOICE_STATUSES as readonly string[]).includes(invoice.status)) {
    throw decidedRefusal(invoice);
  }
}

const auditedFields = (row: InvoiceRow) => ({
  status: row.status,
  invoice_no: row.invoice_no,
  refuse_reason: row.refuse_reason,
});

function numberTaken(invoiceNo: string, orderNo?: string): OrderRefusal {
  return orderNo
    ? new OrderRefusal('conflict', 'invoiceNoTaken', { invoiceNo, orderNo })
    : new OrderRefusal('conflict', 'invoiceNoTakenJustNow', { invoiceNo });
}

/**
 * Customer service issued the invoice: its number and its PDF (kept in the database, as the
 * pictures' masters are) are recorded, and the shopper sees it issued and can download it. Of two
 * staff deciding the same request at once, one is carried out and the other refused.
 */
export async function issueInvoice(
  db: Db,
  actor: Actor,
  invoiceId: number,
  given: InvoiceIssue,
  now: number,
): Promise<InvoiceRow> {
  const invoice = await merchantInvoice(db, invoiceId);
  requirePending(invoice);
  const issue = checkInvoiceIssue(given);
  const issued = await db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('invoice')
      .innerJoin('shop_order', 'shop_order.id', 'invoice.order_id')
      .select('shop_order.order_no')
      .where('invoice.invoice_no', '=', issue.invoiceNo)
      .where('invoice.id', '!=', invoice.id)
      .executeTakeFirst();
    if (taken) throw numberTaken(issue.invoiceNo, taken.order_no);
    const row = await trx
      .updateTable('invoice')
      .set({ status: 'issued', invoice_no: issue.invoiceNo, refuse_reason: '', decided_at: now })
      .where('id', '=', invoice.id)
      .where('status', 'in', [...PENDING_INVOICE_STATUSES])
      .returningAll()
      .executeTakeFirst()
      .catch((error: unknown) => {
        // A colleague issued another request with this number since the check above.
        if (isUniqueViolation(error)) throw numberTaken(issue.invoiceNo);
        throw error;
      });
    if (!row) return null;
    const contentHash = createHash('sha256').update(issue.pdf).digest('hex');
    await trx.deleteFrom('invoice_file').where('invoice_id', '=', invoice.id).execute();
    await trx
      .insertInto('invoice_file')
      .values({
        invoice_id: invoice.id,
        file_name: issue.fileName,
        content_type: 'application/pdf',
        bytes: issue.pdf,
        content_hash: contentHash,
        size: issue.pdf.length,
        stored_at: now,
      })
      .execute();
    await writeAudit(
      trx,
      actor,
      {
        action: 'invoice.issue',
        recordType: 'invoice',
        recordId: String(invoice.id),
        before: { order_no: invoice.order_no, ...auditedFields(invoice) },
        after: {
          order_no: invoice.order_no,
          ...auditedFields(row),
          file_name: issue.fileName,
          file_size: issue.pdf.length,
          file_sha256: contentHash,
        },
      },
      now,
    );
    return row;
  });
  if (!issued) {
    throw new OrderRefusal('conflict', 'invoiceDecidedMeanwhile', { orderNo: invoice.order_no });
  }
  return issued;
}

/**
 * Customer service cannot issue the invoice as asked (a tax number that does not exist, a title
 * that is not the company's): the shopper reads the reason and may request it again.
 */
export async function refuseInvoice(
  db: Db,
  actor: Actor,
  invoiceId: number,
  reasonText: string,
  now: number,
): Promise<InvoiceRow> {
  const reason = reasonText.trim();
  if (!reason) throw new OrderRefusal('invalid', 'invoiceRefuseReasonNeeded');
  const invoice = await merchantInvoice(db, invoiceId);
  requirePending(invoice);
  const refused = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('invoice')
      .set({ status: 'refused', refuse_reason: reason, decided_at: now })
      .where('id', '=', invoice.id)
      .where('status', 'in', [...PENDING_INVOICE_STATUSES])
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    await writeAudit(
      trx,
      actor,
      {
        action: 'invoice.refuse',
        recordType: 'invoice',
        recordId: String(invoice.id),
        before: { order_no: invoice.order_no, ...auditedFields(invoice) },
        after: { order_no: invoice.order_no, ...auditedFields(row) },
      },
      now,
    );
    return row;
  });
  if (!refused) {
    throw new OrderRefusal('conflict', 'invoiceDecidedMeanwhile', { orderNo: invoice.order_no });
  }
  return refused;
}

/** The PDF attached to an issued invoice, for customer service to open again. */
export async function invoiceFile(db: Db, invoiceId: number) {
  const file = await db
    .selectFrom('invoice_file')
    .select(['file_name', 'content_type', 'bytes', 'size'])
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirst();
  if (!file) throw new OrderRefusal('not_found', 'invoicePdfMissing');
  return file;
}
