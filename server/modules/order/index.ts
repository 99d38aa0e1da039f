// What the rest of the server may use of the orders: the merchant's actions on an order (the
// console and the operator's command call the same ones, so each rule lives here once), and the
// readings of an order the merchant's pages show.
export { shipOrder, checkShipment, shipRefusalOf, type Shipment } from './merchant/ship';
export {
  agreeCancellation,
  refuseCancellation,
  type AgreedCancellation,
} from './merchant/cancellation';
export { merchantOrder } from './merchant/find';
export {
  agreeAfterSales,
  isPayable,
  isReceived,
  merchantAfterSales,
  payAfterSales,
  refuseAfterSales,
  reviewAfterSales,
  type AfterSalesRef,
  type PaidAfterSales,
} from './merchant/after-sales';
export { isReceivable, receiveReturn, type DamagedPieces } from './merchant/return-receipt';
export { correctShipment, type ShipmentCorrection } from './merchant/shipment-correction';
export {
  INVOICE_PDF_MAX_BYTES,
  PENDING_INVOICE_STATUSES,
  checkInvoiceIssue,
  invoiceFile,
  issueInvoice,
  merchantInvoice,
  refuseInvoice,
  type InvoiceIssue,
  type MerchantInvoice,
} from './merchant/invoice';
export { OrderRefusal, type RefusalKind } from './merchant/refusal';
export { loadLineViews } from './lifecycle/line-views';
export { loadRefundLines } from './lifecycle/refund-lines';
export { parseHistory, type RefundRow } from './lifecycle/refund-views';
export { AFTER_SALES_TYPES } from './lifecycle/rules';
export { loadInvoices, toInvoiceView, type InvoiceRow } from './lifecycle/refund-views';
export { invoiceStatusText } from './lifecycle/words';
export type { OrderRow } from './lifecycle/rules';
export {
  cancelReasonText,
  orderStatusText,
  refundReasonText,
  refundStatusText,
} from './lifecycle/words';
