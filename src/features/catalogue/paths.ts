import { createContext, useContext } from 'react';

/** Which route set a screen belongs to: the shared routes adapt to the width. */
export type RouteSet = 'shared' | 'pc' | 'mobile';

export const CATALOGUE_PATHS = {
  shared: {
    list: '/productList',
    results: '/productList/resultsList',
    detail: '/productList/detail',
  },
  pc: {
    list: '/pc/productList',
    results: '/pc/productList/resultsList',
    detail: '/pc/productList/detail',
  },
  mobile: {
    list: '/mobile/productList',
    results: '/mobile/productList/resultsList',
    detail: '/mobile/productList/detail',
  },
} as const;

export type CataloguePaths = (typeof CATALOGUE_PATHS)[RouteSet];

export const RouteSetContext = createContext<RouteSet>('shared');

export function useCataloguePaths(): CataloguePaths {
  return CATALOGUE_PATHS[useContext(RouteSetContext)];
}
