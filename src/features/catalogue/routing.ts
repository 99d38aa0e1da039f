// What route files need: search schemas, query options and what the loaders leave to the pages.
// It carries no component code, so the app's first download stays small; screens come from
// `screens.ts`, other features use `index.ts`.
import { ApiError, NetworkError } from '../../lib/api-client';
import { CODE_GOODS_NOT_FOUND } from './model';

export type { GoodsActions } from './components/GoodsInfo';
export {
  collocationQueryOptions,
  currentLang,
  goodsDetailQueryOptions,
  goodsListQueryOptions,
  guessLikeQueryOptions,
  hotListQueryOptions,
  productListQueryOptions,
  sizeTableQueryOptions,
} from './api';
export {
  goodsDetailSearchSchema,
  productListSearchSchema,
  type GoodsDetailSearch,
  type ProductListSearch,
} from './search-params';
export { RouteSetContext } from './paths';

/**
 * A search that meets no network is the results page's to answer: it looks among the pieces
 * this device keeps. Any other failure is the route's error.
 */
export function searchKeptPiecesWhenOffline(error: unknown): undefined {
  if (error instanceof NetworkError) return undefined;
  throw error;
}

/**
 * A piece the shop no longer has is the detail page's to say. Any other failure is the route's
 * error.
 */
export function sayPieceGoneOnItsPage(error: unknown): undefined {
  if (error instanceof ApiError && error.code === CODE_GOODS_NOT_FOUND) return undefined;
  throw error;
}
