import { BOOT_HERO_ELEMENT_ID } from '../../contract/opening-home';

/**
 * Takes away the picture the opening document drew where the page's first picture will be (the
 * home page's hero, a product's first picture, a list's first cards), once the app draws the page itself.
 */
export function removeBootHero(): void {
  document.getElementById(BOOT_HERO_ELEMENT_ID)?.remove();
}
