import type { HomeTemplate } from './content';

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
 * The home page's document also draws the first banner's picture in an element with this id,
 * where the app's hero will be, until the app has drawn its own.
 */
export const BOOT_HERO_ELEMENT_ID = 'boot-hero';
