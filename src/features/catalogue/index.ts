export { GoodsCard, type GoodsCardProps } from './components/GoodsCard';
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
export { goodsDetailState, productListState } from './state';
export { withActiveColor, type ListGoods } from './model';
