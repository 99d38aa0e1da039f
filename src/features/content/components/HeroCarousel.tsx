import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import type { Banner } from '../../../../contract/content';
import { isWideWidth } from '../../../lib/device';
import { appState } from '../../app';
import { showBanner } from '../state';
import { HeroControls } from './HeroControls';
import { HeroSlide } from './HeroSlide';
import { useHeroPlayback } from './useHeroPlayback';
import { useSwipe } from './useSwipe';
import styles from './HeroCarousel.module.css';

/** The hero banners: autoplay with a pause button, dots, arrows on a desktop, swipe on touch. */
export function HeroCarousel({
  banners,
  headingLevel = 2,
}: {
  banners: Banner[];
  headingLevel?: 1 | 2;
}) {
  const { t } = useLingui();
  const { appWidth } = useSnapshot(appState);
  const wide = isWideWidth(appWidth);
  const count = banners.length;
  const { index, stopped, playing, warm, setHeld } = useHeroPlayback(count);
  const go = (next: number) => showBanner(next, count);
  const { drag, swipeHandlers } = useSwipe(count > 1, (step) => go(index + step));

  if (count === 0) return null;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  return (
    <section
      className={styles.hero}
      aria-roledescription={t`carousel`}
      aria-label={t`Featured`}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className={styles.viewport} {...swipeHandlers}>
        <div
          className={`${styles.track} ${drag ? styles.dragging : ''}`}
          style={{ transform: `translate3d(calc(${-index * 100}% + ${drag}px), 0, 0)` }}
          aria-live={playing ? 'off' : 'polite'}
        >
          {banners.map((banner, i) => {
            const active = i === index;
            return (
              <HeroSlide
                key={i}
                banner={banner}
                position={i}
                count={count}
                active={active}
                eager={i === 0 || (warm && (active || i === (index + 1) % count))}
                wide={wide}
                titleTag={i === 0 ? Heading : 'p'}
              />
            );
          })}
        </div>
      </div>

      {count > 1 && (
        <HeroControls
          banners={banners}
          index={index}
          playing={playing}
          stopped={stopped}
          wide={wide}
          go={go}
        />
      )}
    </section>
  );
}
