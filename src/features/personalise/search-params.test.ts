import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { personalisedDetailSearchSchema, personalisedListSearchSchema } from './search-params';

const validatePersonalisedListSearch = (raw: Record<string, unknown>) =>
  v.parse(personalisedListSearchSchema, raw);
const validatePersonalisedDetailSearch = (raw: Record<string, unknown>) =>
  v.parse(personalisedDetailSearchSchema, raw);

describe('the personalisation pages’ search parameters', () => {
  it('keep a positive whole goods id and drop anything else', () => {
    expect(validatePersonalisedDetailSearch({ goods_id: 71 })).toEqual({ goods_id: 71 });
    expect(validatePersonalisedDetailSearch({ goods_id: '71' })).toEqual({ goods_id: 71 });
    for (const goods_id of [undefined, '', 'abc', -3, 1.5, '1e3', 3_000_000_000]) {
      expect(validatePersonalisedDetailSearch({ goods_id })).toEqual({ goods_id: 0 });
    }
  });

  it('leave page 1 out of the address', () => {
    expect(validatePersonalisedListSearch({ page: 3 })).toEqual({ page: 3 });
    expect(validatePersonalisedListSearch({ page: 1 })).toEqual({ page: undefined });
    expect(validatePersonalisedListSearch({ page: 'x' })).toEqual({ page: undefined });
    expect(Object.keys(validatePersonalisedListSearch({ page: 'x' }))).toEqual(['page']);
  });
});
