import type { ConsoleInvoiceDetail } from '../../../../contract/console-invoices';
import type {
  InvoiceHeader,
  InvoiceStatus,
  InvoiceType,
  OrderStatus,
} from '../../../../contract/order';
import type { Db } from '../../../db/database';
import type { Lang } from '../../../lib/lang';
import { merchantInvoice } from '../../order';

/** One request with every detail the shopper gave, its order, and what was decided. */
export async function invoiceDetail(
  db: Db,
  invoiceId: number,
  lang: Lang,
): Promise<ConsoleInvoiceDetail> {
  const invoice = await merchantInvoice(db, invoiceId);
  const [order, member, file] = await Promise.all([
    db
      .selectFrom('shop_order')
      .select([
        'order_no',
        'status',
        'paid_at',
        'pay_amount',
        'refunded_amount',
        'receiver_name',
        'receiver_mobile',
      ])
      .where('id', '=', invoice.order_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('member')
      .select(['id', 'card_no', 'mobile', 'last_name', 'first_name', 'email'])
      .where('id', '=', invoice.member_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('invoice_file')
      .select(['file_name', 'size', 'stored_at'])
      .where('invoice_id', '=', invoice.id)
      .executeTakeFirst(),
  ]);
  return {
    id: invoice.id,
    order_no: invoice.order_no,
    invoice_type: invoice.invoice_type as InvoiceType,
    header_type: invoice.header_type as InvoiceHeader,
    title: invoice.title,
    tax_id: invoice.tax_id,
    email: invoice.email,
    phone: invoice.phone,
    content: invoice.content,
    bank: invoice.bank,
    bank_account: invoice.bank_account,
    company_address: invoice.company_address,
    company_phone: invoice.company_phone,
    amount: order.pay_amount,
    status: invoice.status as InvoiceStatus,
    invoice_no: invoice.invoice_no,
    refuse_reason: invoice.refuse_reason,
    created_at: Number(invoice.created_at),
    decided_at: invoice.decided_at === null ? null : Number(invoice.decided_at),
    order: {
      order_no: order.order_no,
      status: order.status as OrderStatus,
      paid_at: order.paid_at === null ? null : Number(order.paid_at),
      pay_amount: order.pay_amount,
      refunded_amount: order.refunded_amount,
      receiver_name: order.receiver_name,
      receiver_mobile: order.receiver_mobile,
    },
    member: {
      id: member.id,
      card_no: member.card_no,
      mobile: member.mobile,
      name: `${member.last_name}${lang === 'cn' ? '' : ' '}${member.first_name}`.trim(),
      email: member.email ?? '',
    },
    pdf: file
      ? { file_name: file.file_name, size: file.size, stored_at: Number(file.stored_at) }
      : null,
  };
}
