// The sign-in routes' search parameters. Hand-written rather than a schema library: route
// validators ship in the app's first download, where every kilobyte counts against the budget.

/** A WeChat `state`, as the server issues it (URL-safe, 8–64 characters). */
const STATE_PATTERN = /^[\w-]{8,64}$/;
/** An authorization code handed back by WeChat. */
const CODE_PATTERN = /^[\w-]{1,128}$/;

function token(value: unknown, pattern: RegExp): string | undefined {
  const first = Array.isArray(value) ? (value as unknown[])[0] : value;
  // The router reads an all-digit value as a number.
  const text = typeof first === 'number' ? String(first) : first;
  return typeof text === 'string' && pattern.test(text) ? text : undefined;
}

export interface WxBindSearch {
  state?: string;
}

export interface WxAuthSearch {
  code?: string;
  state?: string;
}

export function validateWxBindSearch(raw: Record<string, unknown>): WxBindSearch {
  const state = token(raw.state, STATE_PATTERN);
  return state ? { state } : {};
}

export function validateWxAuthSearch(raw: Record<string, unknown>): WxAuthSearch {
  const code = token(raw.code, CODE_PATTERN);
  const state = token(raw.state, STATE_PATTERN);
  return { ...(code ? { code } : {}), ...(state ? { state } : {}) };
}
