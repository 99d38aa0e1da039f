// What route files need: validators, query options and the lazily loaded screens. It carries no
// component code, so the app's first download stays small; other features use `index.ts`.
import { lazyScreen } from './lazy-screen';

/** The catalogue's screens load with their own chunk; route loaders call `preload()`. */
export const ProductListPage = lazyScreen(() =>
  import('./pages/ProductListPage').then((m) => m.ProductListPage),
);
export const SearchResultsPage = lazyScreen(() =>
  import('./pages/SearchResultsPage').then((m) => m.SearchResultsPage),
);
export const GoodsDetailPage = lazyScreen(() =>
  import('./pages/GoodsDetailPage').then((m) => m.GoodsDetailPage),
);
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
  validateGoodsDetailSearch,
  validateProductListSearch,
  type GoodsDetailSearch,
  type ProductListSearch,
} from './search-params';
export { CATALOGUE_PATHS, RouteSetContext, type RouteSet } from './paths';
