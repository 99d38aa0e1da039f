import { describe, expect, it } from 'vitest';
import { databaseFault } from './faults';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('database faults', () => {
  it('calls a cancelled statement, a lock not granted or a deadlock busy', () => {
    for (const code of ['57014', '55P03', '40P01', 'SQLITE_BUSY', 'SQLITE_LOCKED_SHAREDCACHE']) {
      expect(databaseFault(withCode(code)), code).toBe('busy');
    }
  });

  it('calls a server shutting down, a connection refused or cut unavailable', () => {
    for (const code of ['57P01', '57P03', '08006', 'ECONNREFUSED', 'ECONNRESET']) {
      expect(databaseFault(withCode(code)), code).toBe('unavailable');
    }
    for (const message of [
      'Connection terminated unexpectedly',
      'timeout exceeded when trying to connect',
      'Client has encountered a connection error and is not queryable',
    ]) {
      expect(databaseFault(new Error(message)), message).toBe('unavailable');
    }
  });

  it('calls a disk that cannot take the write full', () => {
    for (const code of ['SQLITE_FULL', 'SQLITE_IOERR_WRITE', 'ENOSPC']) {
      expect(databaseFault(withCode(code)), code).toBe('full');
    }
  });

  it('finds the fault in a cause or among the errors of an aggregate', () => {
    expect(databaseFault(new Error('wrapped', { cause: withCode('57014') }))).toBe('busy');
    expect(databaseFault(new AggregateError([new Error('x'), withCode('ECONNREFUSED')]))).toBe(
      'unavailable',
    );
  });

  it('leaves every other error to be reported as the server error it is', () => {
    for (const error of [
      new Error('undefined is not a function'),
      withCode('23505', 'duplicate key value'),
      withCode('SQLITE_CONSTRAINT_UNIQUE'),
      withCode('SQLITE_ERROR', 'no such table: x'),
      'a string',
      null,
    ]) {
      expect(databaseFault(error)).toBeNull();
    }
  });
});
