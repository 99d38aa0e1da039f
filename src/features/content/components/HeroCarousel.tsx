import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useSnapshot } from 'valtio';
import type { Banner } from '../../../../contract/content';
import { isWideWidth } from '../../../lib/device';
import { AppLink } from '../../../ui/AppLink';
import { buttonClass } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { Picture } from '../../../ui/Picture';
import { appState } from '../../app';
import { homeState, setBannerStopped, showBanner } from '../state';
import styles from './HeroCarousel.module.css';

export const AUTOPLAY_MS = 6000;
const SWIPE_MIN_PX = 48;

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

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
  const { activeBanner, bannerStopped } = useSnapshot(homeState);
  const index = activeBanner < count ? activeBanner : 0;
  const [reducedMotion] = useState(prefersReducedMotion);
  const stopped = bannerStopped ?? reducedMotion;
  const [held, setHeld] = useState(false);
  const [hidden, setHidden] = useState(false);
  const [warm, setWarm] = useState(false);
  const [drag, setDrag] = useState(0);
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
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

  if (count === 0) return null;
  const go = (next: number) => showBanner(next, count);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'touch' || count < 2) return;
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    if (!from || from.id !== event.pointerId) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) > Math.abs(event.clientY - from.y)) setDrag(dx);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    if (!from || from.id !== event.pointerId) return;
    const dx = event.clientX - from.x;
    start.current = null;
    setDrag(0);
    if (event.type === 'pointerup' && Math.abs(dx) >= SWIPE_MIN_PX) go(index + (dx < 0 ? 1 : -1));
  };

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
      <div
        className={styles.viewport}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <div
          className={`${styles.track} ${drag ? styles.dragging : ''}`}
          style={{ transform: `translate3d(calc(${-index * 100}% + ${drag}px), 0, 0)` }}
          aria-live={playing ? 'off' : 'polite'}
        >
          {banners.map((banner, i) => {
            const active = i === index;
            const picture = wide ? banner.picture : banner.mobile_picture;
            const eager = i === 0 || (warm && (active || i === (index + 1) % count));
            return (
              <div
                key={i}
                className={styles.slide}
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`${i + 1} of ${count}`}
                aria-hidden={!active}
                inert={!active}
              >
                <Picture
                  picture={picture}
                  alt={banner.title}
                  sizes="100vw"
                  eager={eager}
                  className={styles.picture}
                />
                <div className={styles.caption}>
                  {i === 0 ? (
                    <Heading className={styles.title}>{banner.title}</Heading>
                  ) : (
                    <p className={styles.title}>{banner.title}</p>
                  )}
                  {banner.subtitle && <p className={styles.subtitle}>{banner.subtitle}</p>}
                  {banner.link && (
                    <AppLink href={banner.link} className={buttonClass('inverse', styles.cta)}>
                      {banner.button || <Trans>Discover</Trans>}
                    </AppLink>
                  )}
                </div>
              </div>
            );
          })}
        </div>
      </div>

      {count > 1 && (
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
      )}
    </section>
  );
}
