/**
 * Brings `element` (with `room` pixels under it, for a message still to be drawn) into the part
 * of the screen that the sticky header and a bar stuck to the bottom of the screen (`bottomBar`,
 * a phone's buttons) leave clear, centred there; an element already clear stays where it is.
 * Used where a refused action points the shopper at what to do first: the product's sizes, the
 * order's cross-border consent.
 */
export function bringIntoSight(
  element: HTMLElement,
  { bottomBar = null, room = 0 }: { bottomBar?: HTMLElement | null; room?: number } = {},
): void {
  const clearTop = headerHeight();
  const clearBottom = Math.min(stuckBarTop(bottomBar), window.innerHeight);
  const { top, bottom } = element.getBoundingClientRect();
  const end = bottom + room;
  if (top >= clearTop && end <= clearBottom) return;
  const offset = (top + end) / 2 - (clearTop + clearBottom) / 2;
  window.scrollBy({ top: offset, behavior: smoothUnlessReduced() });
}

/** The sticky header's height (global.css sets it for each width). */
function headerHeight(): number {
  const value = getComputedStyle(document.documentElement).getPropertyValue('--header-height');
  return Number.parseFloat(value) || 0;
}

/** Where a bar stuck to the bottom of the screen starts; the screen's end when there is none. */
function stuckBarTop(bar: HTMLElement | null): number {
  if (!bar || getComputedStyle(bar).position !== 'sticky') return window.innerHeight;
  return bar.getBoundingClientRect().top;
}

export function smoothUnlessReduced(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}
