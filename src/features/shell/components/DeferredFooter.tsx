import { lazy, Suspense } from 'react';
import { useNearViewport } from '../../../ui/useNearViewport';
import styles from './AppShell.module.css';

const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })));

/**
 * The footer loads its code when the shopper scrolls near it, so that it is not part of what
 * every first visit downloads before the page shows.
 */
export function DeferredFooter() {
  const [anchor, near] = useNearViewport<HTMLDivElement>('800px');
  if (!near) return <div ref={anchor} className={styles.footerSpace} />;
  return (
    <Suspense fallback={<div className={styles.footerSpace} />}>
      <Footer />
    </Suspense>
  );
}
