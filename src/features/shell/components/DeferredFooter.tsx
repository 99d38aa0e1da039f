import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styles from './AppShell.module.css';

const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })));

/**
 * The footer loads its code when the shopper scrolls near it, so that it is not part of what
 * every first visit downloads before the page shows.
 */
export function DeferredFooter() {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = anchor.current;
    if (!element || near) return;
    if (!('IntersectionObserver' in window)) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  if (!near) return <div ref={anchor} className={styles.footerSpace} />;
  return (
    <Suspense fallback={<div className={styles.footerSpace} />}>
      <Footer />
    </Suspense>
  );
}
