// Every call the shop makes to a payment, SMS or WeChat service waits at most this long, to
// connect and for the whole answer: a shopper's request is never held longer by a service that
// stalls, and the connection is dropped. An operator may change it (PROVIDER_TIMEOUT_MS).

export const PROVIDER_TIMEOUT_MS = 5_000;

/** fetch, given up after `timeoutMs` whether it is connecting, waiting or reading the answer. */
export function fetchWithin(timeoutMs: number): typeof fetch {
  return (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) });
}

/**
 * Why a call got no answer, for the operator's log: out of time, or the network's error code
 * (ECONNREFUSED, ECONNRESET…). Never the URL, whose query may hold a secret.
 */
export function whyUnanswered(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'no answer in time';
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : null;
  if (typeof cause?.code === 'string') return cause.code;
  return error instanceof Error ? error.message : String(error);
}
