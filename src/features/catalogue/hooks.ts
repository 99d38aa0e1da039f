import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Lang } from '../../lib/lang';
import { appState } from '../app';
import { isPagedList } from './api';
import type { RouteSet } from './paths';
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
  return useCallback(
    (to: string, search: ProductListSearch, options: { replace?: boolean } = {}) =>
      navigate({
        to: to as '/productList',
        search,
        replace: options.replace ?? false,
        resetScroll: false,
      }),
    [navigate],
  );
}

/** Whether the returned element is within `margin` of the viewport. */
export function useNearViewport<T extends Element>(margin = '600px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setNear(entry.isIntersecting);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin]);
  return [ref, near] as const;
}
