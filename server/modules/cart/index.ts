import type { CallContract, CallParsed, CallReply } from '../../../contract/call';
import * as calls from '../../../contract/cart';
import { handler, type CallContext, type Handler } from '../../gateway';
import { addToCart, batchAddToCart, deleteCartLines, editCartLine } from './lines';
import { cartNum, hotSaleGoods, listCart } from './list';

type MemberContext = CallContext & { userId: number };

/** A cart call of the signed-in member; the gateway answers -1 to visitors before it runs. */
function memberHandler<C extends CallContract>(
  contract: C,
  run: (context: MemberContext, input: CallParsed<C>) => Promise<CallReply<C>>,
  options: Pick<Handler<C>, 'successMessage'> = {},
): Handler<C> {
  if (contract.noLogin) throw new Error(`${contract.r} must need a signed-in member`);
  return handler(
    contract,
    (context, input) => {
      if (context.userId === null) throw new Error(`${contract.r} ran without a member`);
      return run({ ...context, userId: context.userId }, input);
    },
    options,
  );
}

/** The cart (contract/cart.ts). None of these replies is cached: they depend on the caller. */
export const cartHandlers: Handler[] = [
  memberHandler(
    calls.cartAdd,
    async (ctx, { sku_id, quantity, ...personalisation }) => {
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
] as Handler[];
