import * as calls from '../../../contract/personalise';
import { handler, type Handler } from '../../gateway';
import { listCustomGoods } from './custom-goods';

/** Public and the same for every visitor of a language: cached briefly. */
export const personaliseHandlers: Handler[] = [
  handler(calls.customGoods, (ctx, input) => listCustomGoods(ctx.db, ctx.lang, input), {
    cacheMs: 5_000,
  }),
] as Handler[];

// What the other modules use of this one.
export { withOptionNames } from './names';
export { checkPersonalisation, checkSkuPersonalisation, NO_PERSONALISATION } from './rules';
