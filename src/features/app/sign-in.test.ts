// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetPendingAction, takePendingAction } from '../../lib/pending-action';
import { requireSignIn, setSignInPage } from './sign-in';
import { appState } from './state';

describe('asking the shopper to sign in', () => {
  const openPage = vi.fn();
  beforeEach(() => {
    forgetPendingAction();
    appState.openLogin = false;
    openPage.mockClear();
    setSignInPage(openPage);
  });
  afterEach(() => setSignInPage(() => undefined));

  it('opens the dialog on a wide screen, not the page', () => {
    appState.appWidth = 1280;
    requireSignIn();
    expect(appState.openLogin).toBe(true);
    expect(openPage).not.toHaveBeenCalled();
  });

  it('opens the sign-in page on a narrow screen, not the dialog', () => {
    appState.appWidth = 390;
    requireSignIn();
    expect(appState.openLogin).toBe(false);
    expect(openPage).toHaveBeenCalledOnce();
  });

  it('keeps what the shopper asked for, for the page that asked', () => {
    appState.appWidth = 390;
    requireSignIn({ kind: 'wish', goodsId: 9, page: '/productList/detail?id=9' });
    expect(takePendingAction('wish', ({ goodsId }) => goodsId === 9)).toMatchObject({ goodsId: 9 });
  });

  it('keeps nothing when nothing was asked for', () => {
    appState.appWidth = 1280;
    requireSignIn();
    expect(takePendingAction('wish', () => true)).toBeNull();
  });
});
