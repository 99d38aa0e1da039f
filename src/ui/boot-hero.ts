import { BOOT_HERO_ELEMENT_ID } from '../../contract/opening-home';

/**
 * Takes away what the opening document drew where the page's first screen will be (the home
 * page's hero, a product's first picture, a list's first cards, a policy's or the boutiques'
 * first words), once the app draws the page itself.
 */
export function removeBootHero(): void {
  document.getElementById(BOOT_HERO_ELEMENT_ID)?.remove();
}

/** Whether the opening document's drawing is still on screen (the app has not drawn its own). */
export function bootHeroShown(): boolean {
  return document.getElementById(BOOT_HERO_ELEMENT_ID) !== null;
}
