import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Spec §2: every navigation to another page starts at the top. */
export function useScrollToTop(): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (event.pathChanged) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      }),
    [router],
  );
}
