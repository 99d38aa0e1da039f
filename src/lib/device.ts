/** Spec §9: a screen wider than 769 px is a wide (desktop) screen. */
export const WIDE_SCREEN_MIN_WIDTH = 769;

export function isWideWidth(width: number): boolean {
  return width > WIDE_SCREEN_MIN_WIDTH;
}

export function currentWidth(): number {
  return typeof window === 'undefined' ? 1280 : window.innerWidth;
}

/** The WeChat in-app browser identifies itself in its user agent. */
export function isWeChatBrowser(userAgent = navigator.userAgent): boolean {
  return /MicroMessenger/i.test(userAgent);
}
