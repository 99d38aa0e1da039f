import * as calls from '../../../../contract/order';
import { memberHandler, type Handler, type MemberContext } from '../../../gateway';
import { previewRefund, submitRefund, refundDetail, sendReturn } from './after-sales';
import { cancelOrder, confirmReceipt } from './cancel';
import { memberInvoicePdf, requestInvoice } from './invoice';
import { listOrders } from './list';
import { memberOrder } from './load';
import type { OrderRow } from './rules';
import { buildDetail } from './views';
import { CANCEL_REASONS, reasonCode } from '../../../../contract/reasons';

/** What the user center shows of the member's orders (the member area asks it, through the app). */
export { userCenterOrderCounts } from './list';

const detailOf = (ctx: MemberContext, order: OrderRow) =>
  buildDetail(ctx.db, ctx.providers.carrier, order, ctx.lang, Date.now());

/** Orders after submission: list, detail, cancel, confirm, after-sales, invoices (contract/order.ts). */
export const orderHandlers: Handler[] = [
  memberHandler(calls.orderList, (ctx, input) =>
    listOrders(ctx.db, ctx.userId, ctx.lang, input, Date.now()),
  ),
  memberHandler(calls.orderDetail, async (ctx, input) =>
    detailOf(ctx, await memberOrder(ctx.db, ctx.userId, input.order_id)),
  ),
  memberHandler(
    calls.orderCancel,
    async (ctx, input) => {
      const order = await cancelOrder(
        ctx.db,
        ctx.providers.payment,
        ctx.userId,
        input.order_id,
        reasonCode(CANCEL_REASONS, input.reason),
        Date.now(),
      );
      return detailOf(ctx, order);
    },
    {
      successMessage: (detail) =>
        detail.status === 'cancelled' ? 'orderCancelDone' : 'cancelRequestSent',
    },
  ),
  memberHandler(
    calls.orderConfirm,
    async (ctx, input) =>
      detailOf(ctx, await confirmReceipt(ctx.db, ctx.userId, input.order_id, Date.now())),
    { successMessage: () => 'receiptConfirmed' },
  ),
  memberHandler(
    calls.refundSubmit,
    (ctx, input) => submitRefund(ctx.db, ctx.userId, input, ctx.lang, Date.now()),
    { successMessage: () => 'refundSubmitted' },
  ),
  memberHandler(calls.refundPreview, (ctx, input) => previewRefund(ctx.db, ctx.userId, input)),
  memberHandler(
    calls.refundSend,
    (ctx, input) => sendReturn(ctx.db, ctx.userId, input, ctx.lang, Date.now()),
    { successMessage: () => 'refundSendDone' },
  ),
  memberHandler(calls.refundDetail, (ctx, input) =>
    refundDetail(ctx.db, ctx.userId, input.refund_id, ctx.lang),
  ),
  memberHandler(
    calls.invoiceUpload,
    (ctx, input) => requestInvoice(ctx.db, ctx.userId, input, ctx.lang, Date.now()),
    {
      successMessage: (invoice) =>
        invoice.status === 'needs_service' ? 'invoiceSpecialService' : 'invoiceRequestedDone',
    },
  ),
  memberHandler(calls.invoicePdf, (ctx, input) =>
    memberInvoicePdf(ctx.db, ctx.userId, input.order_id),
  ),
] as Handler[];
