import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  firstOf,
  listOf,
  matching,
  oneOf,
  orAbsent,
  rowId,
  token,
  wholeNumber,
  wholeNumberValue,
} from './search-schema';

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

describe('the pieces for what the router reads as values and lists', () => {
  const tokens = v.object({ state: token(/^[\w-]{8,64}$/) });
  it('take a token back from the number the router read, unless digits were lost', () => {
    expect(v.parse(tokens, { state: 'Ab_3-xYz9' })).toEqual({ state: 'Ab_3-xYz9' });
    expect(v.parse(tokens, { state: 12345678 })).toEqual({ state: '12345678' });
    expect(v.parse(tokens, { state: 2 ** 64 }).state).toBeUndefined();
    expect(v.parse(tokens, { state: 1234.5678 }).state).toBeUndefined();
  });

  it('count a key given more than once as its first value', () => {
    const first = v.object({ id: orAbsent(firstOf(wholeNumberValue(1, 9))) });
    expect(v.parse(first, { id: ['5', 6] })).toEqual({ id: 5 });
    expect(v.parse(first, { id: ['x', 6] }).id).toBeUndefined();
  });

  const ids = v.object({ color: listOf(wholeNumberValue(1, 99), 3) });
  const read = (color: unknown) => v.parse(ids, { color }).color;
  it('read a list from repeated keys, JSON or commas, sorted and each value once', () => {
    expect(read(['3', 1])).toEqual([1, 3]);
    expect(read('[3,1]')).toEqual([1, 3]);
    expect(read('3, 1,3')).toEqual([1, 3]);
    expect(read(7)).toEqual([7]);
  });

  it('keep at most the longest list, dropping the values not taken', () => {
    expect(read('1,x,0,2,3,4')).toEqual([1, 2, 3]);
    expect(read(['x', null, {}])).toBeUndefined();
    expect(read('[not json')).toBeUndefined();
    expect(read(true)).toBeUndefined();
  });
});
