import type { HomeTemplate, Popup } from '../../../contract/content';
import { isWideWidth } from '../../lib/device';

type StorageReader = Pick<Storage, 'getItem'>;
type StorageWriter = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Spec §3 "Home": templateList is sorted ascending by sort; equal sorts keep the server's order. */
export function selectTemplateList(list: readonly HomeTemplate[]): HomeTemplate[] {
  return list
    .map((template, index) => ({ template, index }))
    .sort((a, b) => a.template.sort - b.template.sort || a.index - b.index)
    .map(({ template }) => template);
}

/* ---------- Newsletter ---------- */

export const EMAIL_MAX_LENGTH = 120;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export type EmailProblem = 'empty' | 'format' | null;

/** What is wrong with an email typed into the newsletter form, or null when it may be sent. */
export function emailProblem(value: string): EmailProblem {
  const email = value.trim();
  if (!email) return 'empty';
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return 'format';
  return null;
}

/** The newsletter form's checks, by field (the form and its tests use them). */
export function newsletterProblems(values: { email: string }): { email?: 'empty' | 'format' } {
  const problem = emailProblem(values.email);
  return problem ? { email: problem } : {};
}

/* ---------- Maintenance bypass (spec §2) ---------- */

/** Session storage key of the accepted admin pair. */
export const MAINTAIN_KEY = 'maintain';

export interface BypassPair {
  admin_user: string;
  admin_pass: string;
}

export interface BypassCheck {
  pair: BypassPair | null;
  /** true when the pair came from the address bar rather than from session storage. */
  fromUrl: boolean;
}

function isPair(value: unknown): value is BypassPair {
  if (typeof value !== 'object' || value === null) return false;
  const { admin_user, admin_pass } = value as Record<string, unknown>;
  return typeof admin_user === 'string' && typeof admin_pass === 'string' && !!admin_user;
}

export function readStoredBypass(storage: StorageReader): BypassPair | null {
  try {
    const raw = storage.getItem(MAINTAIN_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isPair(parsed) ? { admin_user: parsed.admin_user, admin_pass: parsed.admin_pass } : null;
  } catch {
    return null;
  }
}

/** The pair to send with judge-publish-status: the address bar's first, else the stored one. */
export function bypassForCheck(search: string, storage: StorageReader): BypassCheck {
  const params = new URLSearchParams(search);
  const admin_user = params.get('admin_user');
  const admin_pass = params.get('admin_pass');
  if (admin_user && admin_pass !== null) {
    return { pair: { admin_user, admin_pass }, fromUrl: true };
  }
  return { pair: readStoredBypass(storage), fromUrl: false };
}

/**
 * After a check: a pair from the address bar that the server answered false for is kept for the
 * session; a stored pair that no longer opens the shop is forgotten.
 */
export function rememberBypass(
  check: BypassCheck,
  maintenance: boolean,
  storage: StorageWriter,
): void {
  if (!check.pair) return;
  try {
    if (!maintenance && check.fromUrl) storage.setItem(MAINTAIN_KEY, JSON.stringify(check.pair));
    if (maintenance && !check.fromUrl) storage.removeItem(MAINTAIN_KEY);
  } catch {
    // Storage can be unavailable (private mode); the bypass then lasts for this page only.
  }
}

/* ---------- Activity popups ---------- */

export const SEEN_POPUPS_KEY = 'seenPopups';

/** The popup keyword of a page, or null when the page shows no activity popups. */
export function popupKeywordFor(pathname: string): string | null {
  if (pathname === '/' || pathname === '') return 'home';
  return null;
}

function seenIds(storage: StorageReader): number[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SEEN_POPUPS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

/** Each popup is shown once per session: those already shown are left out. */
export function unseenPopups(list: readonly Popup[], storage: StorageReader): Popup[] {
  const seen = new Set(seenIds(storage));
  return list.filter((popup) => !seen.has(popup.id));
}

export function markPopupSeen(id: number, storage: StorageWriter): void {
  const ids = seenIds(storage);
  if (ids.includes(id)) return;
  try {
    storage.setItem(SEEN_POPUPS_KEY, JSON.stringify([...ids, id]));
  } catch {
    // Without storage the popup may show again after a reload; nothing else depends on it.
  }
}

/* ---------- Editorial waterfall ---------- */

/** Masonry columns: 2 on a phone, 3 on a desktop, 4 on a wide desktop. */
export function waterfallColumnCount(width: number): number {
  if (!isWideWidth(width)) return 2;
  return width >= 1200 ? 4 : 3;
}

/**
 * Deals the items into columns, each to the currently shortest column (by the items' height to
 * width ratios), so the reading order stays left-to-right, top-to-bottom.
 */
export function masonryColumns<T>(
  items: readonly T[],
  count: number,
  ratio: (item: T) => number,
): T[][] {
  const columns: T[][] = Array.from({ length: Math.max(1, count) }, () => []);
  const heights = columns.map(() => 0);
  for (const item of items) {
    let shortest = 0;
    heights.forEach((height, index) => {
      if (height < (heights[shortest] ?? 0) - 1e-9) shortest = index;
    });
    columns[shortest]?.push(item);
    heights[shortest] = (heights[shortest] ?? 0) + ratio(item);
  }
  return columns;
}
