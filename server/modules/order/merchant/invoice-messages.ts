import type { Lang } from '../../../lib/lang';

/** What customer service is told when issuing or refusing an invoice request. */
export const merchantInvoiceMessages = {
  invoiceUnknown: { cn: '没有这张发票申请', en: 'There is no such invoice request' },
  invoiceNoInvalid: {
    cn: '发票号码应为 8 至 20 位数字',
    en: 'The invoice number should be 8 to 20 digits',
  },
  invoiceNoTaken: {
    cn: '发票号码 {invoiceNo} 已用于订单 {orderNo} 的发票',
    en: 'The invoice number {invoiceNo} is already that of order {orderNo}’s invoice',
  },
  invoiceNoTakenJustNow: {
    cn: '发票号码 {invoiceNo} 刚刚已被他人用于另一张发票',
    en: 'The invoice number {invoiceNo} was just given to another invoice by someone else',
  },
  invoicePdfNeeded: {
    cn: '请上传发票的 PDF 文件',
    en: 'Attach the invoice as a PDF file',
  },
  invoicePdfNotPdf: {
    cn: '文件“{fileName}”不是 PDF：请上传 PDF 格式的电子发票',
    en: 'The file "{fileName}" is not a PDF: attach the e-invoice as a PDF',
  },
  invoicePdfTooLarge: {
    cn: '文件“{fileName}”过大（{size}）：PDF 不能超过 {max}',
    en: 'The file "{fileName}" is too large ({size}): a PDF may be at most {max}',
  },
  invoiceAlreadyIssued: {
    cn: '订单 {orderNo} 的发票已开具（发票号码 {invoiceNo}）',
    en: 'The invoice of order {orderNo} was already issued (number {invoiceNo})',
  },
  invoiceAlreadyRefused: {
    cn: '订单 {orderNo} 的发票申请已被拒绝，等待买家重新申请',
    en: 'The invoice request of order {orderNo} was refused: the shopper may request it again',
  },
  invoiceDecidedMeanwhile: {
    cn: '订单 {orderNo} 的发票申请刚刚已被他人处理，请刷新查看',
    en: 'The invoice request of order {orderNo} was just handled by someone else: reload to see it',
  },
  invoiceRefuseReasonNeeded: {
    cn: '请填写拒绝开票的原因（买家可见）',
    en: 'Say why the invoice is refused (the shopper reads it)',
  },
} as const satisfies Record<string, Record<Lang, string>>;
