import type { Picture } from '../contract/catalogue';

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
