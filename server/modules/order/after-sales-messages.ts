import type { Lang } from '../../lib/lang';

/** Messages of after-sales requests and invoices (spec §5 "Refund", "Invoice"). */
export const afterSalesMessages = {
  refundTypeRequired: { cn: '请选择售后类型', en: 'Please choose the kind of after-sales service' },
  refundReasonRequired: { cn: '请填写退款原因', en: 'Please give a reason for the refund' },
  refundItemsRequired: {
    cn: '请选择要退的商品及数量',
    en: 'Please choose the pieces to return and how many',
  },
  refundItemsInvalid: {
    cn: '所选的退货商品无法识别，请刷新页面后重新选择',
    en: 'The pieces chosen could not be read: please reload the page and choose again',
  },
  refundAmountTyped: {
    cn: '退款金额现按所选商品计算，请刷新页面后选择要退的商品',
    en: 'The refund is now worked out from the pieces: please reload the page and choose them',
  },
  refundQuantityInvalid: {
    cn: '请选择正确的退货数量',
    en: 'Please choose a valid number of pieces',
  },
  refundQuantityTooHigh: {
    cn: '所选数量超过可退数量',
    en: 'That is more pieces than can still be returned',
  },
  refundLineUnknown: {
    cn: '所选商品不在该订单中',
    en: 'A piece chosen is not part of this order',
  },
  refundNothingToRefund: {
    cn: '所选商品已无可退金额，如有疑问请联系客服[ {hotline}]',
    en: 'Nothing is left to refund for these pieces; for any question please call Client Services[ on {hotline}]',
  },
  refundAmountTooHigh: {
    cn: '退款金额不能超过可退金额',
    en: 'The refund cannot be more than what can still be refunded',
  },
  expressCompanyRequired: { cn: '请填写快递公司', en: 'Please enter the carrier' },
  expressNoRequired: { cn: '请填写快递单号', en: 'Please enter the tracking number' },
  expressNoInvalid: {
    cn: '快递单号格式不正确',
    en: 'The tracking number should be 6 to 30 letters, digits or dashes',
  },
  invoiceTypeRequired: { cn: '请选择发票类型', en: 'Please choose the type of invoice' },
  invoiceHeaderRequired: { cn: '请选择抬头类型', en: 'Please choose the kind of invoice header' },
  invoiceTitleRequired: { cn: '请填写发票抬头', en: 'Please enter the invoice title' },
  taxIdRequired: { cn: '请填写纳税人识别号', en: 'Please enter the tax ID' },
  taxIdInvalid: {
    cn: '纳税人识别号应为 15 至 20 位数字或大写字母',
    en: 'The tax ID should be 15 to 20 digits or capital letters',
  },
  bankRequired: { cn: '请填写开户银行', en: 'Please enter the bank of deposit' },
  bankAccountRequired: { cn: '请填写银行账号', en: 'Please enter the bank account' },
  companyAddressRequired: { cn: '请填写公司地址', en: 'Please enter the company address' },
  companyPhoneRequired: { cn: '请填写公司电话', en: 'Please enter the company phone' },
  noSuchOrder: { cn: '订单不存在', en: 'This order could not be found' },
  noSuchRefund: { cn: '售后申请不存在', en: 'This after-sales request could not be found' },
  cancelPaidAlready: { cn: '该订单已支付', en: 'This order has already been paid' },
  cancelNotAllowed: { cn: '该订单当前无法取消', en: 'This order can no longer be cancelled' },
  cancelProcessing: {
    cn: '取消申请正在处理中，请耐心等待',
    en: 'Your cancellation request is already being processed',
  },
  cancelRefusedFinal: {
    cn: '取消申请已被拒绝，如有疑问请联系客服[ {hotline}]',
    en: 'Your cancellation request was declined; for any question please call Client Services[ on {hotline}]',
  },
  orderCancelDone: { cn: '订单已取消', en: 'The order has been cancelled' },
  cancelPaymentUnavailable: {
    cn: '支付服务暂时无法连接，订单尚未取消，请稍后重试',
    en: 'The payment service cannot be reached at the moment, so the order is not cancelled yet: please try again shortly',
  },
  cancelRequestSent: {
    cn: '取消申请已提交，商家同意后将全额退款',
    en: 'Your cancellation request has been sent: once the seller agrees, the full amount is refunded',
  },
  confirmNotShipped: {
    cn: '只有已发货的订单才能确认收货',
    en: 'Only a shipped order can be confirmed as received',
  },
  receiptConfirmed: { cn: '已确认收货', en: 'Receipt confirmed' },
  afterSaleNotShipped: {
    cn: '订单发货后才能申请售后',
    en: 'After-sales service can be asked for once the order has shipped',
  },
  returnNeedsReceipt: {
    cn: '确认收货后才能申请退货退款',
    en: 'A return can be asked for once you have confirmed receipt',
  },
  returnWindowPassed: {
    cn: '签收 7 天后不再受理退货',
    en: 'Returns are accepted within 7 days of signing for',
  },
  refundOpenAlready: {
    cn: '所选商品已在处理中的售后申请中，请刷新页面后重新选择',
    en: 'Some of these pieces are already in an after-sales request in progress: please reload the page and choose again',
  },
  refundSubmitted: { cn: '售后申请已提交', en: 'Your after-sales request has been submitted' },
  refundSendNotAllowed: {
    cn: '商家同意退货后才能填写退货物流',
    en: "The return's logistics can be entered once the seller has agreed to the return",
  },
  refundSendDone: { cn: '退货物流已提交', en: "The return's logistics have been sent" },
  invoiceAlreadyRequested: {
    cn: '该订单已申请过发票',
    en: 'An invoice has already been requested for this order',
  },
  invoiceNotPaid: {
    cn: '订单支付后才能申请发票',
    en: 'An invoice can be requested once the order is paid',
  },
  invoicePeriodPassed: {
    cn: '已超过开票期限，请联系客服[ {hotline}]',
    en: 'The invoice period has passed, please contact Client Services[ {hotline}]',
  },
  invoiceRequestedDone: {
    cn: '发票申请已提交，开具后将发送至您的邮箱',
    en: 'Your invoice request has been received: the invoice will be emailed to you',
  },
  invoicePdfMissing: {
    cn: '该订单的发票尚未开具',
    en: 'The invoice of this order has not been issued yet',
  },
  invoiceSpecialService: {
    cn: '增值税专用发票需由客服协助开具，客服将尽快与您联系[（客服热线 {hotline}）]',
    en: 'A special VAT invoice is completed by Client Services: they will contact you shortly[ (hotline {hotline})]',
  },
} as const satisfies Record<string, Record<Lang, string>>;
