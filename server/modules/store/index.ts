import * as calls from '../../../contract/store';
import { handler, type Handler } from '../../gateway';
import { listStores, storeCities } from './stores';

export { openingHoursOf } from './stores';

const cached = { cacheMs: 5_000 };

export const storeHandlers: Handler[] = [
  handler(calls.storeCity, (ctx) => storeCities(ctx.db, ctx.lang), cached),
  handler(calls.storeList, (ctx, input) => listStores(ctx.db, ctx.lang, input), cached),
] as Handler[];

// What the other modules use of this one.
export { placeName } from './regions';
