import type { Picture } from '../contract/catalogue';
import { LIST_CARD_SIZES } from '../contract/gallery';

// The pieces of markup the opening documents draw with (opening-pages.ts, opening-text.ts).

export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A picture as the app's `Picture` draws it, at the width `sizes` says. */
export function bootImage(picture: Picture, extra = '', sizes = '100vw'): string {
  return (
    `<img src="${escapeAttribute(picture.src)}" srcset="${escapeAttribute(picture.srcset)}"` +
    ` sizes="${sizes}" width="${picture.width}" height="${picture.height}" alt=""${extra}>`
  );
}

/**
 * A phone's first row of a list's cards, their pictures where its grid shows them (global.css
 * `.boot-cards`); lazy, so that a wide screen, which hides them, does not fetch them.
 */
export function bootCardImages(covers: (Picture | null)[]): string {
  return covers
    .map((cover) =>
      cover ? bootImage(cover, ' loading="lazy"', LIST_CARD_SIZES.narrow) : '<span></span>',
    )
    .join('');
}
