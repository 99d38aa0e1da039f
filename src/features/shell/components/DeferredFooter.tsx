import { lazy, Suspense } from 'react';
import { useNearViewport } from '../../../ui/useNearViewport';
import { usePageSettled } from '../../../ui/usePageSettled';
import styles from './AppShell.module.css';

// Offline, a footer this device never loaded cannot load (its script or its stylesheet): the
// page goes on without it rather than giving way to the error page. Online, a file gone after a
// deploy reloads the page (lib/chunk-reload.ts).
const Footer = lazy(() =>
  import('./Footer')
    .then((m) => ({ default: m.Footer }))
    .catch(() => ({ default: () => <div data-footer="unavailable" /> })),
);

/**
 * The footer loads its code when the shopper scrolls near it, and not before the page has
 * loaded, so that it is not part of what every first visit downloads before the page shows (a
 * home page drawn template by template starts with its footer close to the screen).
 */
export function DeferredFooter() {
  const settled = usePageSettled();
  const [anchor, near] = useNearViewport<HTMLDivElement>('800px', {
    once: true,
    watching: settled,
  });
  if (!near) return <div ref={anchor} className={styles.footerSpace} />;
  return (
    <Suspense fallback={<div className={styles.footerSpace} />}>
      <Footer />
    </Suspense>
  );
}
