import { useLayoutEffect, useRef, useState } from 'react';
import type { Picture as PictureData } from '../../contract/catalogue';
import styles from './Picture.module.css';
import { holdForEagerPicture, useMayLoad } from './picture-loading';

/** Spec §9: one retry when an image fails to load. */
const MAX_RETRIES = 1;

interface PictureProps {
  picture: PictureData;
  alt: string;
  /** The `sizes` attribute: how wide the picture is shown. */
  sizes: string;
  /** Above-the-fold pictures load at once; everything else lazily. */
  eager?: boolean;
  className?: string;
}

export function Picture({ picture, alt, sizes, eager = false, className }: PictureProps) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLSpanElement>(null);
  const mayLoad = useMayLoad(frame, !eager);
  const releaseHold = useRef<() => void>(undefined);
  // Held during the commit, before the browser can report a cached picture as loaded.
  useLayoutEffect(() => {
    if (!eager) return;
    const release = holdForEagerPicture();
    releaseHold.current = release;
    return release;
  }, [eager]);
  const settle = () => releaseHold.current?.();
  const retrySuffix = attempt === 0 ? '' : `?retry=${attempt}`;
  return (
    <span
      ref={frame}
      className={`${styles.frame} ${loaded ? styles.loaded : ''} ${eager ? styles.eager : ''} ${className ?? ''}`}
      style={{ aspectRatio: `${picture.width} / ${picture.height}` }}
    >
      <img
        key={attempt}
        // Until it may load, the picture keeps its place and its name, without an address.
        src={mayLoad ? picture.src + retrySuffix : undefined}
        srcSet={mayLoad && attempt === 0 ? picture.srcset : undefined}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        onLoad={() => {
          setLoaded(true);
          settle();
        }}
        onError={() => {
          if (attempt < MAX_RETRIES) setAttempt(attempt + 1);
          else settle();
        }}
      />
    </span>
  );
}
