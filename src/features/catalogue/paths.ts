import { createContext, useContext } from 'react';
import { setParam, type RouteSet } from '../../lib/route-set';

export type { RouteSet } from '../../lib/route-set';

/** The two screens of a list of pieces: browsing (with filters) and search results. */
export type ListPage = '/{-$set}/productList' | '/{-$set}/productList/resultsList';

/** Which route set the catalogue's screens belong to: the shared routes adapt to the width. */
export const RouteSetContext = createContext<RouteSet>('shared');

/** The `{-$set}` parameter of the catalogue's links, so that they stay in the screen's set. */
export function useSetParam(): ReturnType<typeof setParam> {
  return setParam(useContext(RouteSetContext));
}
