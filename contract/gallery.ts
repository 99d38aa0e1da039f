/**
 * Spec §3 "Goods detail": in each colour's `pic_url_group` the first picture is dropped when
 * the group has more than one (it is the list cover; the detail shows the full set). The server
 * draws and announces the page's first picture by the same rule.
 */
export function dropCoverPicture<P>(group: P[]): P[] {
  return group.length > 1 ? group.slice(1) : group;
}

/**
 * How wide a product page's wide-screen gallery shows its pictures (the `sizes` attribute): with
 * an odd count the first one leads across both columns. The server names the first picture in
 * the page's document with the same width, so that the browser fetches the file the page uses.
 */
export const GALLERY_LEAD_SIZES = '(min-width: 1600px) 900px, 58vw';
export const GALLERY_ITEM_SIZES = '(min-width: 1600px) 450px, 29vw';

/** The gallery's first picture leads when the count is odd. */
export const galleryLeads = (count: number) => count % 2 === 1;

/**
 * How wide a list's grid shows its cards' pictures, and how many of the first cards load at
 * once, on a phone (two columns) and beside the wide screen's filters (three). The server
 * announces those first pictures in a list's document at the same widths.
 */
export const LIST_CARD_SIZES = {
  narrow: '50vw',
  wide: '(min-width: 1440px) 400px, calc((100vw - 340px) / 3)',
} as const;
export const LIST_EAGER_CARDS = { narrow: 2, wide: 3 } as const;
