// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PENDING_LOGOUT_KEY } from './pending-logout-key';
import { watchPendingLogouts } from './pending-logout-watch';

const send = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('./pending-logout', () => ({ pendingLogouts: { send } }));

afterEach(() => {
  localStorage.clear();
  send.mockClear();
});

describe('the logouts left waiting, at the start and on reconnection', () => {
  it('are sent at the start when one waits', async () => {
    localStorage.setItem(PENDING_LOGOUT_KEY, JSON.stringify([{ token: 't', at: Date.now() }]));
    watchPendingLogouts();
    await vi.waitFor(() => expect(send).toHaveBeenCalledOnce());
  });

  it('are not looked for while none waits, and are sent once the network returns', async () => {
    watchPendingLogouts();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(send).not.toHaveBeenCalled();
    localStorage.setItem(PENDING_LOGOUT_KEY, JSON.stringify([{ token: 't', at: Date.now() }]));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(send).toHaveBeenCalled());
  });
});
