import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element given `ref` is within `margin` (a CSS length) above or below the screen.
 * With `once`, it stays true from the first time: for parts of a page drawn only when the
 * shopper scrolls towards them. Without, it follows the element: for a list's "more" sentinel.
 * Nothing is watched while `watching` is false.
 */
export function useNearViewport<E extends Element>(
  margin: string,
  { once = false, watching = true }: { once?: boolean; watching?: boolean } = {},
) {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(false);
  const settled = once && near;

  useEffect(() => {
    const element = ref.current;
    if (!element || settled || !watching) return;
    if (!('IntersectionObserver' in window)) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry?.isIntersecting) setNear(true);
        else if (entry && !once) setNear(false);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [settled, margin, watching, once]);

  return [ref, near] as const;
}
