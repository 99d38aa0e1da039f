import { vi } from 'vitest';

// What the unit tests do to a browser (jsdom) to refuse it storage, as private modes and blocked
// storage do. `allowStorage` undoes both.

type Refusable = 'localStorage' | 'sessionStorage' | 'indexedDB';
const originals = new Map<Refusable, PropertyDescriptor | undefined>();

/** Reading `window[name]` throws a SecurityError. */
export function refuseAccess(name: Refusable): void {
  if (!originals.has(name)) originals.set(name, Object.getOwnPropertyDescriptor(window, name));
  Object.defineProperty(window, name, {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
}

/** Every write to local or session storage throws a QuotaExceededError, as a full quota does. */
export function refuseWrites(): void {
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
}

export function allowStorage(): void {
  vi.restoreAllMocks();
  for (const [name, original] of originals) {
    if (original) Object.defineProperty(window, name, original);
    else Reflect.deleteProperty(window, name);
  }
  originals.clear();
}
