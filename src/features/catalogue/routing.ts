// What route files need: validators and query options. It carries no component code, so the
// app's first download stays small; screens come from `screens.ts`, other features use `index.ts`.
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
export { RouteSetContext } from './paths';
