import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { homeState, showBanner } from '../state';

export const AUTOPLAY_MS = 6000;

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The slide on show and whether the slideshow moves on by itself: not once the shopper stopped
 * it (or the system asks for reduced motion), nor while it is held under the pointer or focus,
 * nor while the page is hidden. `warm` turns true once the other slides' pictures may load.
 */
export function useHeroPlayback(count: number) {
  const { activeBanner, bannerStopped } = useSnapshot(homeState);
  const index = activeBanner < count ? activeBanner : 0;
  const [reducedMotion] = useState(prefersReducedMotion);
  const stopped = bannerStopped ?? reducedMotion;
  const [held, setHeld] = useState(false);
  const [hidden, setHidden] = useState(false);
  const [warm, setWarm] = useState(false);
  const playing = count > 1 && !stopped && !held && !hidden;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => showBanner(index + 1, count), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [playing, index, count]);

  useEffect(() => {
    const onVisibility = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    // The other slides' pictures start loading once the first one has had the network to itself.
    const timer = window.setTimeout(() => setWarm(true), 2500);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.clearTimeout(timer);
    };
  }, []);

  return { index, stopped, playing, warm, setHeld };
}
