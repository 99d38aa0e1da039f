import * as calls from '../../../contract/catalogue';
import { NEW_SEARCH_HEADER } from '../../../contract/new-search';
import { handler, memberHandler, type Handler } from '../../gateway';
import { collocation, goodsDetail, guessLike, sizeReferenceTable } from './goods-detail';
import { listGoods } from './goods-list';
import { clearSearchHistory, hotList, recordSearch, userSearchData } from './search';
import { markResultOpened, newSearchToken } from './search-query-log';
import { suggestions } from './suggestions';

/** Catalogue replies are the same for every visitor; stock may lag by this much. */
const CATALOGUE_CACHE_MS = 5_000;
const cached = { cacheMs: CATALOGUE_CACHE_MS };

export const catalogueHandlers: Handler[] = [
  handler(calls.goodsList, (ctx, input) => listGoods(ctx.db, ctx.lang, input), {
    ...cached,
    // A member's keyword search joins their history; the shared reply stays the same for all.
    recordForMember: (ctx, input) => recordSearch(ctx.db, ctx.userId, input.keyword),
    // A search the shopper has just made is logged anonymously; its reply names it by a token.
    ownFields: { header: NEW_SEARCH_HEADER, add: newSearchToken },
  }),
  handler(calls.searchResultOpened, (ctx, input) =>
    markResultOpened(ctx.db, input.search_token, ctx.now()),
  ),
  handler(calls.goodsDetail, (ctx, input) => goodsDetail(ctx.db, ctx.lang, input.id), cached),
  handler(
    calls.guessLike,
    (ctx, input) => guessLike(ctx.db, ctx.lang, input.id, input.limit),
    cached,
  ),
  handler(calls.collocation, (ctx, input) => collocation(ctx.db, ctx.lang, input.id), cached),
  handler(
    calls.sizeReferenceTable,
    (ctx, input) => sizeReferenceTable(ctx.db, ctx.lang, input.id),
    cached,
  ),
  handler(calls.hotList, (ctx) => hotList(ctx.db, ctx.lang), cached),
  handler(calls.searchData, (ctx, input) => suggestions(ctx.db, ctx.lang, input.keyword), cached),
  handler(calls.userSearchData, (ctx) => userSearchData(ctx.db, ctx.userId)),
  memberHandler(
    calls.clearUserSearchData,
    (ctx, input) => clearSearchHistory(ctx.db, ctx.userId, input.word),
    { successMessage: () => 'searchHistoryCleared' },
  ),
] as Handler[];

// What the other modules use of this one.
export { loadColorOptions, loadGoodsCards, loadLineLooks, loadPromotions } from './cards';
export { effectivePrice } from './pricing';
export { pruneSearchLog, startSearchLogPruning } from './search-log-pruning';
export { searchLogReport, type QueryFigures, type SearchLogReport } from './search-log-report';
export { langsFor, pickTexts } from './texts';
export {
  listConsolePromotions,
  PromotionRefusal,
  setPromotionDates,
  type PromotionChange,
  type RecordPromotionChange,
} from './promotions';
export {
  addPromotionPieces,
  consolePromotionById,
  createPromotion,
  deletePromotion,
  endPromotion,
  PROMOTION_PIECES_MAX,
  promotionWithPieces,
  removePromotionPieces,
  updatePromotion,
} from './promotion-edits';
