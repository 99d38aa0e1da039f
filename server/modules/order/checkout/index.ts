import { CODE_INVALID_INPUT } from '../../../../contract/call';
import * as calls from '../../../../contract/order';
import { memberHandler, type Handler } from '../../../gateway';
import { BusinessError } from '../../../errors';
import { withOptionNames } from '../../personalise';
import { lineView, resolveItems } from './items';
import { buildCheckout, couponsFor } from './preview';
import { submitOrder } from './submit';

/** The order preview and submission (contract/order.ts). Never cached: all of it is personal. */
export const checkoutHandlers: Handler[] = [
  memberHandler(calls.goodsDetailPreviewData, async (ctx, input) => {
    const { lines } = await resolveItems(ctx.db, ctx.userId, input.sku_list, ctx.lang, Date.now());
    return { lines: await withOptionNames(ctx.db, lines.map(lineView), ctx.lang) };
  }),
  memberHandler(calls.orderPreview, async (ctx, input) => {
    const payMethods = ctx.providers.payment.offered;
    const checkout = await buildCheckout(ctx.db, ctx.userId, ctx.lang, input, { payMethods });
    return checkout.preview;
  }),
  memberHandler(calls.usableCouponList, (ctx, input) =>
    couponsFor(ctx.db, ctx.userId, ctx.lang, input.sku_list),
  ),
  memberHandler(calls.orderSubmit, (ctx, input) => {
    const { pay_method: method } = input;
    if (method !== 'balance' && !ctx.providers.payment.offers(method)) {
      throw new BusinessError(CODE_INVALID_INPUT, 'payProviderMissing');
    }
    const { db, userId, lang, providers, metrics } = ctx;
    return submitOrder(db, userId, lang, input, providers.payment.offered, metrics);
  }),
] as Handler[];
