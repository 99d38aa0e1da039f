import { useNavigate } from '@tanstack/react-router';
import { useCallback, useContext, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Lang } from '../../lib/lang';
import { appState } from '../app';
import { isPagedList } from './api';
import { setParam } from '../../lib/route-set';
import { RouteSetContext, type ListPage, type RouteSet } from './paths';
import type { ProductListSearch } from './search-params';

export function useLang(): Lang {
  return useSnapshot(appState).lang;
}

/** Whether a screen of this route set shows its desktop variant. */
export function useWideLayout(routeSet: RouteSet): boolean {
  const { appWidth } = useSnapshot(appState);
  return isPagedList(routeSet, appWidth);
}

/** The value, once it has stopped changing for `delay` ms (spec §9: fetch delay 200 ms). */
export function useDebouncedValue<T>(value: T, delay = 200): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** Navigates to a list or results path with a new search (filters live in the URL). */
export function useListNavigate() {
  const navigate = useNavigate();
  const routeSet = useContext(RouteSetContext);
  return useCallback(
    (to: ListPage, search: ProductListSearch, options: { replace?: boolean } = {}) =>
      navigate({
        to,
        params: setParam(routeSet),
        search,
        replace: options.replace ?? false,
        resetScroll: false,
      }),
    [navigate, routeSet],
  );
}
