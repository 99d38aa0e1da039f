import { useLingui } from '@lingui/react/macro';
import type { Banner } from '../../../../contract/content';
import { Icon } from '../../../ui/Icon';
import { setBannerStopped } from '../state';
import { AUTOPLAY_MS } from './useHeroPlayback';
import styles from './HeroCarousel.module.css';

interface HeroControlsProps {
  banners: Banner[];
  index: number;
  playing: boolean;
  stopped: boolean;
  /** Arrows are shown on a desktop only; a phone swipes. */
  wide: boolean;
  go: (next: number) => void;
}

/** Below the hero: the slide counter, a dot per slide, play or pause, and the arrows. */
export function HeroControls({ banners, index, playing, stopped, wide, go }: HeroControlsProps) {
  const { t } = useLingui();
  const count = banners.length;
  return (
    <div className={styles.controls}>
      <span className={styles.counter} aria-hidden="true">
        {String(index + 1).padStart(2, '0')} / {String(count).padStart(2, '0')}
      </span>
      <div className={styles.dots}>
        {banners.map((banner, i) => (
          <button
            key={i}
            type="button"
            className={styles.dot}
            aria-label={t`Show slide ${i + 1}: ${banner.title}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => go(i)}
          >
            <span
              key={i === index ? `on-${index}` : 'off'}
              className={`${styles.fill} ${i === index && playing ? styles.running : ''}`}
              style={{ animationDuration: `${AUTOPLAY_MS}ms` }}
            />
          </button>
        ))}
      </div>
      <button
        type="button"
        className={styles.iconButton}
        onClick={() => setBannerStopped(!stopped)}
        aria-label={stopped ? t`Play the slideshow` : t`Pause the slideshow`}
      >
        <Icon name={stopped ? 'play' : 'pause'} size={16} />
      </button>
      {wide && (
        <>
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => go(index - 1)}
            aria-label={t`Previous slide`}
          >
            <Icon name="chevronLeft" size={18} />
          </button>
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => go(index + 1)}
            aria-label={t`Next slide`}
          >
            <Icon name="chevronRight" size={18} />
          </button>
        </>
      )}
    </div>
  );
}
