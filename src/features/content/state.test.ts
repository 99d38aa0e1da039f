import { beforeEach, describe, expect, it } from 'vitest';
import { homeState, setBannerStopped, showBanner } from './state';

describe('the Home store', () => {
  beforeEach(() => {
    homeState.activeBanner = 0;
    homeState.bannerStopped = null;
  });

  it('wraps the hero slide around both ends', () => {
    showBanner(3, 3);
    expect(homeState.activeBanner).toBe(0);
    showBanner(-1, 3);
    expect(homeState.activeBanner).toBe(2);
    showBanner(1, 0);
    expect(homeState.activeBanner).toBe(2);
  });

  it('remembers whether the shopper stopped or started the slideshow', () => {
    expect(homeState.bannerStopped).toBeNull();
    setBannerStopped(true);
    expect(homeState.bannerStopped).toBe(true);
    setBannerStopped(false);
    expect(homeState.bannerStopped).toBe(false);
  });
});
