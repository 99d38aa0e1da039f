// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NetworkError } from './api-client';
import { forgetLastSeen, forgetLastSeenWithoutSession, readWithLastSeen } from './last-seen';
import { allowStorage, refuseAccess } from './refused-storage.testing';

const BAG = { list: [], num: 0 };
const signIn = () => (document.cookie = `userInfo=${encodeURIComponent('{"access_token":"t"}')}`);
const signOut = () => (document.cookie = 'userInfo=; max-age=0');

/** An IndexedDB whose databases refuse to open, as some private modes' do. */
function refuseOpening(): void {
  Object.defineProperty(window, 'indexedDB', {
    configurable: true,
    value: {
      open() {
        throw new DOMException('A mutation operation was attempted', 'InvalidStateError');
      },
    },
  });
}

afterEach(() => {
  allowStorage();
  signOut();
});

describe.each([
  ['reading indexedDB throws', () => refuseAccess('indexedDB')],
  ['its databases refuse to open', refuseOpening],
])("the member's last-seen copies where %s", (_, refuse) => {
  beforeEach(refuse);

  it('are not wiped at start, and nothing fails', async () => {
    await expect(forgetLastSeenWithoutSession()).resolves.toBeUndefined();
  });

  it('let reads through as they are, and an offline read fails as it would without a copy', async () => {
    signIn();
    await expect(readWithLastSeen('bag', async () => BAG)).resolves.toEqual(BAG);
    const offline = new NetworkError('offline', 'api/cart/list', true);
    await expect(readWithLastSeen('bag', () => Promise.reject(offline))).rejects.toBe(offline);
    await expect(forgetLastSeen()).resolves.toBeUndefined();
  });
});
