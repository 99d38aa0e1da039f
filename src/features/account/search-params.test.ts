import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { wxAuthSearchSchema, wxBindSearchSchema } from './search-params';

const validateWxBindSearch = (raw: Record<string, unknown>) => v.parse(wxBindSearchSchema, raw);
const validateWxAuthSearch = (raw: Record<string, unknown>) => v.parse(wxAuthSearchSchema, raw);

describe('the sign-in routes’ search parameters', () => {
  it('keeps a WeChat state and an authorization code as the server issues them', () => {
    expect(validateWxBindSearch({ state: 'Ab_3-xYz9Kq1' })).toEqual({ state: 'Ab_3-xYz9Kq1' });
    expect(validateWxAuthSearch({ code: '0a1b2c', state: 'Ab_3-xYz9Kq1' })).toEqual({
      code: '0a1b2c',
      state: 'Ab_3-xYz9Kq1',
    });
    // The router reads an all-digit value as a number.
    expect(validateWxAuthSearch({ code: 123456, state: 12345678 })).toEqual({
      code: '123456',
      state: '12345678',
    });
  });

  it('drops anything else', () => {
    expect(validateWxBindSearch({})).toEqual({});
    expect(validateWxBindSearch({ state: 'short' })).toEqual({});
    expect(validateWxBindSearch({ state: '<script>alert(1)</script>' })).toEqual({});
    expect(validateWxBindSearch({ state: 'x'.repeat(65) })).toEqual({});
    expect(validateWxAuthSearch({ code: '', state: { a: 1 } })).toEqual({});
  });
});
