// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateWaitingWorker, registerNow } from './service-worker';

// Where storage is blocked, a browser refuses the shop a service worker: reading
// navigator.serviceWorker throws a SecurityError (Firefox), or registering fails. The shop goes
// on without one, and no error reaches the page.

const register = vi.hoisted(() => vi.fn());
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener() {}
    register = register;
    update = vi.fn();
  },
}));

function workers(descriptor: PropertyDescriptor): void {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, ...descriptor });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  register.mockReset();
});

describe('the service worker where the browser refuses it', () => {
  it('is neither registered nor awaited when reading navigator.serviceWorker throws', async () => {
    workers({
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    await expect(registerNow()).resolves.toBeUndefined();
    await expect(activateWaitingWorker()).resolves.toBeUndefined();
    expect(register).not.toHaveBeenCalled();
  });

  it('leaves the shop without one when registering fails', async () => {
    workers({ value: { controller: null, getRegistration: () => Promise.resolve(undefined) } });
    register.mockRejectedValue(new DOMException('The operation is insecure.', 'SecurityError'));
    await expect(registerNow()).resolves.toBeUndefined();
    expect(register).toHaveBeenCalledOnce();
  });
});
