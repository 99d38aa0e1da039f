import type { Picture } from '../../contract/catalogue';
import { mediaUrl } from '../../contract/media';
import { MEDIA_WIDTHS } from './paths';

export interface StoredPicture {
  path: string;
  width: number;
  height: number;
}

export { mediaUrl };

/**
 * A stored picture as the shop serves it: `src` is the 640 px variant (or the largest one not
 * wider than the master), `srcset` lists every variant up to the master's width. `widths`
 * narrows the offer, e.g. to small variants for thumbnails.
 */
export function pictureOf(
  stored: StoredPicture,
  widths: readonly number[] = MEDIA_WIDTHS,
): Picture {
  const sorted = [...widths].sort((a, b) => a - b);
  const fitting = sorted.filter((w) => w <= stored.width);
  const offered = fitting.length > 0 ? fitting : sorted.slice(0, 1);
  const src = offered.includes(640) ? 640 : (offered[offered.length - 1] ?? 640);
  return {
    src: mediaUrl(stored.path, src),
    srcset: offered.map((w) => `${mediaUrl(stored.path, w)} ${w}w`).join(', '),
    width: stored.width,
    height: stored.height,
  };
}
