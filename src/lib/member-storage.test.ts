// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { forgetMemberStorage, PAY_ATTEMPT_KEY_PREFIX } from './member-storage';
import { ORDER_ITEMS_KEY, readOrderItems, saveOrderItems } from './order-items';
import { rememberPendingAction, takePendingAction } from './pending-action';
import { allowStorage, refuseAccess } from './refused-storage.testing';
import { sessionStore } from './safe-storage';

afterEach(() => {
  allowStorage();
  localStorage.clear();
  sessionStorage.clear();
});

/** What a member's visit leaves: pieces about to be ordered, a waiting action, two payments. */
function visitLeavesTraces() {
  saveOrderItems([{ cart_id: 12 }]);
  rememberPendingAction({ kind: 'wish', goodsId: 3, page: '/detail?id=3' });
  sessionStore.setItem(`${PAY_ATTEMPT_KEY_PREFIX}41`, '{"orderId":41}');
  sessionStore.setItem(`${PAY_ATTEMPT_KEY_PREFIX}42`, '{"orderId":42}');
  sessionStore.setItem('maintain', '1');
}

describe("the member's traces in local and session storage", () => {
  it('are all removed at once, and what is not theirs stays', () => {
    visitLeavesTraces();
    forgetMemberStorage();
    expect(localStorage.getItem(ORDER_ITEMS_KEY)).toBeNull();
    expect(readOrderItems()).toEqual([]);
    expect(takePendingAction('wish', () => true)).toBeNull();
    expect(Object.keys(sessionStorage)).toEqual(['maintain']);
  });

  it('are removed from memory too, where the browser refuses its storage', () => {
    refuseAccess('localStorage');
    refuseAccess('sessionStorage');
    visitLeavesTraces();
    expect(readOrderItems()).toEqual([{ cart_id: 12 }]);
    forgetMemberStorage();
    expect(readOrderItems()).toEqual([]);
    expect(takePendingAction('wish', () => true)).toBeNull();
    expect(sessionStore.keys()).toEqual(['maintain']);
    sessionStore.removeItem('maintain');
  });
});
