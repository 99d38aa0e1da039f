import * as calls from '../../../contract/cart';
import { handler, memberHandler, type Handler } from '../../gateway';
import { checkSkuPersonalisation } from '../personalise';
import { addToCart, batchAddToCart, deleteCartLines, editCartLine } from './lines';
import { checkGuestLine, listGuestLines, mergeGuestBag } from './guest';
import { cartNum, hotSaleGoods, listCart } from './list';

/** The cart (contract/cart.ts). None of these replies is cached: they depend on the caller. */
export const cartHandlers: Handler[] = [
  memberHandler(
    calls.cartAdd,
    async (ctx, { sku_id, quantity, ...given }) => {
      const personalisation = await checkSkuPersonalisation(ctx.db, sku_id, given);
      const id = await addToCart(ctx.db, ctx.userId, { sku_id, quantity, ...personalisation });
      return { id, num: await cartNum(ctx.db, ctx.userId) };
    },
    { successMessage: () => 'cartAdded' },
  ),
  memberHandler(
    calls.cartBatchAdd,
    async (ctx, input) => {
      await batchAddToCart(ctx.db, ctx.userId, input.sku_list);
      return { num: await cartNum(ctx.db, ctx.userId) };
    },
    { successMessage: () => 'cartAdded' },
  ),
  handler(calls.cartNum, async (ctx) => ({
    num: ctx.userId === null ? 0 : await cartNum(ctx.db, ctx.userId),
  })),
  memberHandler(
    calls.cartEdit,
    async (ctx, input) => {
      const id = await editCartLine(ctx.db, ctx.userId, input);
      return { id, num: await cartNum(ctx.db, ctx.userId) };
    },
    { successMessage: () => 'cartUpdated' },
  ),
  handler(calls.cartHotSaleGoods, (ctx, input) =>
    hotSaleGoods(ctx.db, ctx.userId, ctx.lang, input.limit),
  ),
  memberHandler(
    calls.cartDelete,
    async (ctx, input) => {
      await deleteCartLines(ctx.db, ctx.userId, input.ids);
      return { num: await cartNum(ctx.db, ctx.userId) };
    },
    { successMessage: () => 'cartDeleted' },
  ),
  memberHandler(calls.cartList, (ctx) => listCart(ctx.db, ctx.userId, ctx.lang)),
  handler(calls.cartGuestList, (ctx, input) => listGuestLines(ctx.db, input.lines, ctx.lang)),
  handler(calls.cartGuestCheck, (ctx, input) => checkGuestLine(ctx.db, input)),
  memberHandler(
    calls.cartMergeGuest,
    (ctx, input) => mergeGuestBag(ctx.db, ctx.userId, input.bag_id, input.lines, ctx.lang),
    { successMessage: () => 'cartAdded' },
  ),
] as Handler[];

// What the other modules use of this one.
export { parsePendants } from './lines';
export { SKU_LOOK_COLUMNS } from './list';
