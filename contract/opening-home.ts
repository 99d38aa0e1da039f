import type { HomeTemplate, MenuItem } from './content';

/**
 * The home page's document (`GET /`) carries the templates in a JSON element with this id, in
 * the language it was asked in, so the page draws without waiting for the call. (A module of
 * its own: the app's first file imports it, and must not bring the call schemas along.)
 */
export const OPENING_HOME_ELEMENT_ID = 'opening-home';

export interface OpeningHome {
  lang: 'cn' | 'en';
  reply: { list: HomeTemplate[] };
}

/**
 * Every page's document carries what the frame needs before it can draw (the menus in the
 * shopper's language, and whether the shop is closed for maintenance) in a JSON element with
 * this id, so that no page waits for those calls before it shows.
 */
export const OPENING_FRAME_ELEMENT_ID = 'opening-frame';

export interface OpeningFrame {
  lang: 'cn' | 'en';
  menus: { list: MenuItem[] };
  /** The published status's answer for a visitor without the maintenance check's pair. */
  maintenance: boolean;
}

/**
 * An opening document draws the page's first pictures or words in an element with this id (the
 * home page's first banner, a product's first picture, a list's first cards, a policy's heading
 * and first paragraph, the boutiques' heading), where the app will draw them, until the app has
 * drawn its own.
 */
export const BOOT_HERO_ELEMENT_ID = 'boot-hero';
