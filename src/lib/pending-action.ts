import { sessionStore } from './safe-storage';

// What a shopper asked for when the shop answered "sign in first": adding a piece to the wish
// list, to the bag when their session had ended or when the device cannot keep a visitor's bag,
// or checking out the visitor's bag. It is kept in session storage (in memory where the browser
// refuses it) through the sign-in (the dialog, or the sign-in pages on a phone), and the page
// that asked carries it out once the shopper is back signed in. It is forgotten when it is
// carried out, when the sign-in is given up, and after a few minutes, so that a later visit never
// adds anything by itself.

/** `page` is where it was asked for (`pageKey`): only that page carries it out. */
export type PendingAction =
  | { kind: 'bag'; skuId: number; quantity: number; page: string }
  | { kind: 'wish'; goodsId: number; page: string }
  /** A visitor's checkout of the ticked lines of their device bag (by their device ids). */
  | { kind: 'checkout'; lineIds: number[]; page: string };

const KEY = 'pendingAction';
/** Long enough to register or sign in with a texted code; short enough not to surprise. */
export const PENDING_ACTION_MS = 10 * 60_000;

function isAction(value: unknown): value is PendingAction {
  if (typeof value !== 'object' || value === null) return false;
  const action = value as Record<string, unknown>;
  if (typeof action.page !== 'string') return false;
  if (action.kind === 'bag') {
    return Number.isInteger(action.skuId) && Number.isInteger(action.quantity);
  }
  if (action.kind === 'checkout') {
    return Array.isArray(action.lineIds) && action.lineIds.every(Number.isInteger);
  }
  return action.kind === 'wish' && Number.isInteger(action.goodsId);
}

/** The page a shopper is on, as a pending action names it: its path and the piece it shows. */
export function pageKey(location: { pathname: string; search: string }): string {
  const id = new URLSearchParams(location.search).get('id');
  return id ? `${location.pathname}?id=${id}` : location.pathname;
}

export function rememberPendingAction(action: PendingAction, now = Date.now()): void {
  sessionStore.setItem(KEY, JSON.stringify({ action, at: now }));
}

export function forgetPendingAction(): void {
  sessionStore.removeItem(KEY);
}

/**
 * The action kept for this kind that `wanted` accepts, taken out of storage; null when there is
 * none, it is for something else (left for its own page), or it is too old (forgotten).
 */
export function takePendingAction<K extends PendingAction['kind']>(
  kind: K,
  wanted: (action: Extract<PendingAction, { kind: K }>) => boolean,
  now = Date.now(),
): Extract<PendingAction, { kind: K }> | null {
  const raw = sessionStore.getItem(KEY);
  if (!raw) return null;
  let kept: { action?: unknown; at?: unknown };
  try {
    kept = JSON.parse(raw) as { action?: unknown; at?: unknown };
  } catch {
    forgetPendingAction();
    return null;
  }
  const fresh = typeof kept.at === 'number' && now - kept.at <= PENDING_ACTION_MS;
  if (!fresh || !isAction(kept.action)) {
    forgetPendingAction();
    return null;
  }
  const action = kept.action;
  if (action.kind !== kind || !wanted(action as Extract<PendingAction, { kind: K }>)) return null;
  forgetPendingAction();
  return action as Extract<PendingAction, { kind: K }>;
}
