import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef, useState } from 'react';
import type { Picture as PictureData } from '../../../../contract/catalogue';
import { removeBootHero } from '../../../ui/boot-hero';
import { Picture } from '../../../ui/Picture';
import styles from './GoodsCarousel.module.css';

/** Phone: the pictures of the active colour side by side, swiped with the finger, with dots. */
export function GoodsCarousel({ pictures, alt }: { pictures: PictureData[]; alt: string }) {
  const { t } = useLingui();
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const count = pictures.length;
  // The document's copy of the first picture (server/opening-pages.ts) gives way to the carousel.
  useLayoutEffect(removeBootHero, []);

  const pictureLabel = (index: number) => {
    const number = index + 1;
    return t`Picture ${number} of ${count}`;
  };

  const goTo = (index: number) => {
    const element = track.current;
    if (!element) return;
    element.scrollTo({ left: index * element.clientWidth, behavior: 'smooth' });
  };

  return (
    <div className={styles.carousel}>
      <div
        ref={track}
        className={styles.track}
        role="region"
        aria-roledescription={t`carousel`}
        aria-label={alt}
        tabIndex={0}
        onScroll={(event) => {
          const element = event.currentTarget;
          const index = Math.round(element.scrollLeft / Math.max(1, element.clientWidth));
          if (index !== current) setCurrent(Math.min(count - 1, Math.max(0, index)));
        }}
      >
        {pictures.map((picture, index) => (
          <div
            key={picture.src}
            className={styles.slide}
            role="group"
            aria-roledescription={t`slide`}
            aria-label={pictureLabel(index)}
          >
            <Picture picture={picture} alt={alt} sizes="100vw" eager={index === 0} />
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.dots}>
          {pictures.map((picture, index) => (
            <button
              key={picture.src}
              type="button"
              className={`${styles.dot} ${index === current ? styles.currentDot : ''}`}
              aria-label={pictureLabel(index)}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
