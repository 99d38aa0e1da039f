import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  clearFilters,
  goodsDetailSearchSchema,
  isSelected,
  listFilters,
  productListSearchSchema,
  toggleFilter,
  withPage,
  withSort,
} from './search-params';

const validateProductListSearch = (raw: Record<string, unknown>) =>
  v.parse(productListSearchSchema, raw);
const validateGoodsDetailSearch = (raw: Record<string, unknown>) =>
  v.parse(goodsDetailSearchSchema, raw);

describe('the list routes’ search schema', () => {
  it('reads repeated parameters, single values and JSON arrays', () => {
    expect(
      validateProductListSearch({
        category_id: 3,
        series: [2, 1],
        color: '5',
        size: ['M', 'S'],
        season: '[4,2]',
        promotion: 7,
        sort: 'price_asc',
        page: 2,
        keyword: '  连衣裙 ',
      }),
    ).toEqual({
      category_id: 3,
      series: [1, 2],
      color: [5],
      size: ['M', 'S'],
      season: [2, 4],
      promotion: [7],
      sort: 'price_asc',
      page: 2,
      keyword: '连衣裙',
    });
  });

  it('turns junk into the defaults instead of failing', () => {
    expect(
      validateProductListSearch({
        category_id: 'abc',
        series: ['x', -1, 0, 1.5, null, {}],
        color: { a: 1 },
        size: ['', 'WAYTOOLONGSIZE', 42],
        season: '[not json',
        promotion: true,
        sort: 'cheapest',
        page: 'NaN',
        keyword: ['', 'second'],
        unknown: 'kept out',
      }),
    ).toEqual({ size: ['42'] });
    expect(validateProductListSearch({})).toEqual({});
    expect(validateProductListSearch({ page: 0, sort: 'default' })).toEqual({});
    expect(validateProductListSearch({ page: 100000 })).toEqual({});
    expect(validateProductListSearch({ page: 1 })).toEqual({});
  });

  it('accepts comma-separated lists and deduplicates', () => {
    expect(validateProductListSearch({ color: '3,1,3', series: ['2', '2'] })).toEqual({
      color: [1, 3],
      series: [2],
    });
  });

  it('keeps numeric keywords (the router parses "2024" as a number) and caps the length', () => {
    expect(validateProductListSearch({ keyword: 2024 })).toEqual({ keyword: '2024' });
    expect(validateProductListSearch({ keyword: true })).toEqual({ keyword: 'true' });
    expect(validateProductListSearch({ keyword: 'a'.repeat(80) }).keyword).toHaveLength(50);
    expect(validateProductListSearch({ keyword: 'silk   scarf' }).keyword).toBe('silk scarf');
  });

  it('caps list lengths', () => {
    const many = Array.from({ length: 80 }, (_, i) => i + 1);
    expect(validateProductListSearch({ color: many }).color).toHaveLength(50);
  });

  it('gives a dropped key as undefined, so the address cannot keep it', () => {
    const search = validateProductListSearch({ sort: 'cheapest', color: 'x', page: 1 });
    expect(Object.keys(search)).toEqual(expect.arrayContaining(['sort', 'color', 'page']));
    expect(search.sort).toBeUndefined();
  });
});

describe('the detail route’s search schema', () => {
  it('reads a positive id', () => {
    expect(validateGoodsDetailSearch({ id: 12 })).toEqual({ id: 12 });
    expect(validateGoodsDetailSearch({ id: '12' })).toEqual({ id: 12 });
    expect(validateGoodsDetailSearch({ id: [5, 6] })).toEqual({ id: 5 });
  });

  it('gives 0 (not found) for a missing or invalid id', () => {
    for (const id of [undefined, '', 'abc', -3, 0, 1.5, {}, '12abc', null]) {
      expect(validateGoodsDetailSearch({ id })).toEqual({ id: 0 });
    }
  });
});

describe('filters in the URL', () => {
  it('toggles a choice on and off and restarts at page 1', () => {
    const on = toggleFilter({ color: [1], page: 3 }, 'color', '2');
    expect(on).toEqual({ color: [1, 2] });
    expect(toggleFilter(on, 'color', '1')).toEqual({ color: [2] });
    expect(toggleFilter({ color: [2] }, 'color', '2')).toEqual({});
  });

  it('keeps sizes as strings and ignores an unusable id', () => {
    expect(toggleFilter({}, 'size', 'XL')).toEqual({ size: ['XL'] });
    expect(toggleFilter({ series: [1] }, 'series', 'oops')).toEqual({ series: [1] });
    expect(isSelected({ size: ['XL'] }, 'size', 'XL')).toBe(true);
    expect(isSelected({ series: [4] }, 'series', '4')).toBe(true);
    expect(isSelected({ series: [4] }, 'series', '5')).toBe(false);
  });

  it('counts and clears the choices, keeping category, keyword and sort', () => {
    const search = {
      category_id: 2,
      keyword: 'bag',
      sort: 'new' as const,
      color: [1, 2],
      size: ['M'],
      page: 4,
    };
    expect(activeFilterCount(search)).toBe(3);
    expect(clearFilters(search)).toEqual({ category_id: 2, keyword: 'bag', sort: 'new' });
  });

  it('sorting restarts at page 1; paging keeps the filters', () => {
    expect(withSort({ color: [1], page: 3 }, 'price_desc')).toEqual({
      color: [1],
      sort: 'price_desc',
    });
    expect(withSort({ sort: 'new' }, 'default')).toEqual({});
    expect(withPage({ color: [1] }, 2)).toEqual({ color: [1], page: 2 });
    expect(withPage({ color: [1], page: 2 }, 1)).toEqual({ color: [1] });
  });

  it('fills the defaults for the server; phones always start at page 1', () => {
    expect(listFilters({ page: 3, keyword: '手袋' }, true)).toEqual({
      category_id: null,
      keyword: '手袋',
      series: [],
      color: [],
      size: [],
      season: [],
      promotion: [],
      sort: 'default',
      page: 3,
    });
    expect(listFilters({ page: 3 }, false).page).toBe(1);
  });
});
