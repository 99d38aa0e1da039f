import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { matching, oneOf, rowId, wholeNumber } from './search-schema';

const schema = v.object({
  page: wholeNumber(2, 1000),
  id: rowId(),
  sort: oneOf(['new', 'sales']),
  code: matching(/^[a-z]{1,8}$/),
});
const read = (search: Record<string, unknown>) => v.parse(schema, search);

describe('the search schema pieces', () => {
  it('take numbers as digits or as numbers, within their range', () => {
    expect(read({ page: '3', id: 42 })).toEqual({ page: 3, id: 42 });
    expect(read({ page: ' 7 ' }).page).toBe(7);
    expect(read({ page: 1 }).page).toBeUndefined();
    expect(read({ page: '1001' }).page).toBeUndefined();
    expect(read({ id: '2147483648' }).id).toBeUndefined();
    expect(read({ id: 2.5 }).id).toBeUndefined();
    expect(read({ id: '-3' }).id).toBeUndefined();
    expect(read({ id: ['4'] }).id).toBeUndefined();
  });
  it('drop a value that is not one of the list', () => {
    expect(read({ sort: 'sales' }).sort).toBe('sales');
    expect(read({ sort: 'cheapest' }).sort).toBeUndefined();
    expect(read({ sort: 3 }).sort).toBeUndefined();
  });
  it('keep text matching its pattern, trimmed', () => {
    expect(read({ code: ' abc ' }).code).toBe('abc');
    expect(read({ code: 'abc<script>' }).code).toBeUndefined();
  });
  it('give a dropped key as undefined, so the address cannot keep it', () => {
    const search = read({ sort: 'cheapest', page: 'x' });
    expect(Object.keys(search)).toEqual(expect.arrayContaining(['sort', 'page']));
    expect(search.sort).toBeUndefined();
  });
  it('leave out a key the address did not have', () => {
    expect(Object.keys(read({}))).toEqual([]);
  });
});
