import { describe, expect, it } from 'vitest';
import { validateMembersSearch } from './search';

describe('the members search in the address', () => {
  it('keeps the words and a page past the first', () => {
    expect(validateMembersSearch({ q: ' 李 ', page: 3 })).toEqual({ q: '李', page: 3 });
  });

  it('reads a mobile the router took for a number as text', () => {
    expect(validateMembersSearch({ q: 13912345678 })).toEqual({ q: '13912345678' });
  });

  it('leaves out what is malformed or empty', () => {
    expect(validateMembersSearch({ q: '  ', page: 'x', other: 1 })).toEqual({});
    expect(validateMembersSearch({ q: 'a\tb', page: 1 })).toEqual({});
    expect(validateMembersSearch({ q: 'x'.repeat(65) })).toEqual({});
  });
});
