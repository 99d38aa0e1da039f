/** A link in the shop: a path of its own, never another site or a script. */
export const SHOP_PATH = /^\/(?!\/)[^\s<>"']*$/;

/** An address of another site, over https only, with no spaces or quotes. */
const HTTPS_URL = /^https:\/\/[a-z0-9.-]+(:\d+)?([/?#][^\s<>"']*)?$/i;

/** Where a footer link may lead: the shop's own pages, or another site over https. */
export const isFooterTarget = (url: string): boolean => SHOP_PATH.test(url) || HTTPS_URL.test(url);
