import { randomBytes, timingSafeEqual } from 'node:crypto';
import { httpOnlyCookie, readCookie } from '../../lib/cookies';
import { digest } from '../../lib/sessions';

// A WeChat sign-in leaves the shop for WeChat's page and comes back through an address that
// carries its state (and code). Whoever opens that address proves nothing by it, so each sign-in
// also belongs to the browser that started it: a random secret the browser holds in an HttpOnly
// cookie, of which the sign-in keeps only the digest. Every step that acts on a state checks it.

/** 256 bits, base64url: what the shop issues, and the only value it reads back. */
const SECRET = /^[\w-]{43}$/;

type Headers = Record<string, string | string[] | undefined>;

/** Over https, `__Host-`: a cookie only this host can set, sent only over TLS. */
function cookieName(publicUrl: string): string {
  return secure(publicUrl) ? '__Host-wechat_browser' : 'wechat_browser';
}

function secure(publicUrl: string): boolean {
  return publicUrl.startsWith('https:');
}

/** The secret the request's browser holds; null when it holds none the shop could have issued. */
export function heldSecret(headers: Headers, publicUrl: string): string | null {
  const value = readCookie(headers, cookieName(publicUrl));
  return value && SECRET.test(value) ? value : null;
}

/**
 * The secret of a sign-in the browser starts, and its cookie (living as long as the sign-in):
 * the one it already holds, so that a sign-in in another of its tabs goes on too.
 */
export function browserSecret(held: string | null, publicUrl: string, lifetimeMs: number) {
  const secret = held ?? randomBytes(32).toString('base64url');
  const cookie = httpOnlyCookie(cookieName(publicUrl), secret, {
    maxAgeMs: lifetimeMs,
    secure: secure(publicUrl),
  });
  return { digest: digest(secret), cookie };
}

/** Whether the browser holds the secret the sign-in started with; never for one kept without. */
export function isStartingBrowser(kept: string | null, held: string | null): boolean {
  if (!kept || !held) return false;
  const given = Buffer.from(digest(held), 'hex');
  const expected = Buffer.from(kept, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
