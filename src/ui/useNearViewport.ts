import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element given `ref` has come within `margin` (a CSS length) above or below the
 * screen; once true it stays true. For parts of a page that are drawn only when the shopper
 * scrolls towards them. Nothing is watched while `watching` is false.
 */
export function useNearViewport<E extends Element>(margin: string, watching = true) {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || near || !watching) return;
    if (!('IntersectionObserver' in window)) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin, watching]);

  return [ref, near] as const;
}
