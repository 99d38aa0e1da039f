/**
 * What went wrong with the database, when a request failed because of it: `busy` (a statement
 * ran or waited past its timeout, or lost a deadlock), `unavailable` (no connection, or the
 * connection was cut: the server restarting or stopped), `full` (the disk cannot take the write).
 * Null for anything else: a mistake in the shop, reported as such.
 */
export type DatabaseFault = 'busy' | 'unavailable' | 'full';

/** PostgreSQL's SQLSTATEs: query_canceled, lock_not_available, deadlock_detected. */
const BUSY_STATES = new Set(['57014', '55P03', '40P01']);

/** admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down). */
const GONE_STATES = new Set(['57P01', '57P02', '57P03']);

/** The socket errors of a connection refused, reset or never answered. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/** node-postgres reports a lost connection and an exhausted wait with these, without a code. */
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/;

function faultOf(error: { code?: unknown; message?: unknown }): DatabaseFault | null {
  const code = typeof error.code === 'string' ? error.code : '';
  const message = typeof error.message === 'string' ? error.message : '';
  if (BUSY_STATES.has(code) || code === 'SQLITE_BUSY' || code.startsWith('SQLITE_LOCKED')) {
    return 'busy';
  }
  if (GONE_STATES.has(code) || code.startsWith('08') || SOCKET_CODES.has(code)) {
    return 'unavailable';
  }
  if (LOST_CONNECTION.test(message)) return 'unavailable';
  if (code === 'SQLITE_FULL' || code.startsWith('SQLITE_IOERR') || code === 'ENOSPC') return 'full';
  return null;
}

export function databaseFault(error: unknown): DatabaseFault | null {
  // An error may carry the database's own as its cause (AggregateError: each attempt's).
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const fault = faultOf(current as { code?: unknown; message?: unknown });
    if (fault) return fault;
    const nested = (current as { errors?: unknown }).errors;
    if (Array.isArray(nested)) {
      for (const inner of nested) {
        const innerFault = databaseFault(inner);
        if (innerFault) return innerFault;
      }
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
