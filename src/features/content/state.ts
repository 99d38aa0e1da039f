import { proxy } from 'valtio';

/**
 * Spec §3 "Home". Its server data (templateList, catList, footerInfo) lives in TanStack Query
 * (`homeTemplateQueryOptions`, `menusQueryOptions`, `footerQueryOptions`); this store keeps what
 * only the browser knows about the home page, for the rest of the visit.
 */
export const homeState = proxy({
  /** The hero slide on show: coming back to the home page finds it where it was. */
  activeBanner: 0,
  /**
   * The shopper stopped (true) or started (false) the slideshow; null until they choose, when
   * it plays unless the system asks for reduced motion.
   */
  bannerStopped: null as boolean | null,
});

export function showBanner(next: number, count: number): void {
  if (count <= 0) return;
  homeState.activeBanner = ((next % count) + count) % count;
}

export function setBannerStopped(stopped: boolean): void {
  homeState.bannerStopped = stopped;
}
