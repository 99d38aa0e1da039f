type Headers = Record<string, string | string[] | undefined>;

/**
 * The value of the request's first cookie called `name` (browsers send the one of the longest
 * path first); null when there is none. Names are compared exactly, as browsers keep them.
 */
export function readCookie(headers: Headers, name: string): string | null {
  const header = headers.cookie;
  const text = Array.isArray(header) ? header.join('; ') : (header ?? '');
  for (const part of text.split(';')) {
    const equals = part.indexOf('=');
    if (equals > 0 && part.slice(0, equals).trim() === name) return part.slice(equals + 1).trim();
  }
  return null;
}

/** Whether the request comes from a browser holding a member's session (the `userInfo` cookie). */
export const fromMember = (headers: Headers): boolean => readCookie(headers, 'userInfo') !== null;

/**
 * The session token the request's `userInfo` cookie holds (spec §3: URI-encoded JSON with an
 * `access_token`, as the app writes it); null when there is none or the cookie is damaged.
 */
export function memberToken(headers: Headers): string | null {
  const raw = readCookie(headers, 'userInfo');
  if (!raw) return null;
  try {
    const info = JSON.parse(decodeURIComponent(raw)) as { access_token?: unknown } | null;
    const token = info?.access_token;
    // Its length and liveness are the session's to check (sessionMember).
    return typeof token === 'string' && token ? token : null;
  } catch {
    return null;
  }
}

export interface CookieOptions {
  maxAgeMs: number;
  /** Only over https; `__Host-` names need it. */
  secure: boolean;
}

/**
 * A Set-Cookie line for a cookie of the whole shop that scripts cannot read, sent on top-level
 * navigations from other sites (a provider's page sending the browser back) but not on their
 * requests. `name` and `value` are the caller's own tokens, never a visitor's text.
 */
export function httpOnlyCookie(name: string, value: string, options: CookieOptions): string {
  const maxAge = Math.max(0, Math.floor(options.maxAgeMs / 1000));
  const secure = options.secure ? '; Secure' : '';
  return `${name}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}
