import { describe, expect, it } from 'vitest';
import { stringifySearch } from './search-serializer';

describe('the search string', () => {
  it('repeats array values and leaves out empty ones', () => {
    expect(
      stringifySearch({
        color: [1, 3],
        size: ['M'],
        keyword: '连衣裙',
        page: 2,
        empty: '',
        gone: undefined,
      }),
    ).toBe(`?color=1&color=3&size=M&keyword=${encodeURIComponent('连衣裙')}&page=2`);
  });

  it('is empty without parameters', () => {
    expect(stringifySearch({})).toBe('');
  });
});
