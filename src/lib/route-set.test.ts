import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { routeSetOf, routeSetOfPath, setParam } from './route-set';

describe('the route set of a page', () => {
  it('follows the address: /pc/… and /mobile/… have their own pages', () => {
    expect(routeSetOfPath('/')).toBe('shared');
    expect(routeSetOfPath('/productList/detail')).toBe('shared');
    expect(routeSetOfPath('/pc/productList')).toBe('pc');
    expect(routeSetOfPath('/pc')).toBe('pc');
    expect(routeSetOfPath('/mobile/login')).toBe('mobile');
    expect(routeSetOfPath('/pcx')).toBe('shared');
    expect(routeSetOfPath('/personalizedList')).toBe('shared');
  });

  it('is named by a route’s optional first segment, and any other name is not a page', () => {
    expect(routeSetOf(undefined)).toBe('shared');
    expect(routeSetOf('pc')).toBe('pc');
    expect(routeSetOf('mobile', ['mobile'])).toBe('mobile');
    for (const [set, sets] of [
      ['shop', undefined],
      ['pc', ['mobile']],
    ] as const) {
      let thrown: unknown;
      try {
        routeSetOf(set, sets);
      } catch (error) {
        thrown = error;
      }
      expect(isNotFound(thrown)).toBe(true);
    }
  });

  it('leads links to the same set, naming the shared set’s segment as absent', () => {
    expect(setParam('pc')).toEqual({ set: 'pc' });
    expect(setParam('shared')).toEqual({ set: undefined });
    expect(Object.keys(setParam('shared'))).toEqual(['set']);
  });
});
