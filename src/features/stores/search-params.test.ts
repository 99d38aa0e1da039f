import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { boutiqueSearchSchema } from './search-params';

const validateBoutiqueSearch = (raw: Record<string, unknown>) => v.parse(boutiqueSearchSchema, raw);

describe('the boutique route’s search schema', () => {
  it('keeps a six-digit city code, given as text or read as a number', () => {
    expect(validateBoutiqueSearch({ city: '310100' })).toEqual({ city: '310100' });
    expect(validateBoutiqueSearch({ city: 440300 })).toEqual({ city: '440300' });
  });

  it('drops anything else, which shows every city', () => {
    expect(validateBoutiqueSearch({ city: 'shanghai' })).toHaveProperty('city', undefined);
    expect(validateBoutiqueSearch({})).toEqual({});
    expect(validateBoutiqueSearch({ city: '' })).toEqual({});
    expect(validateBoutiqueSearch({ city: '31010' })).toEqual({});
    expect(validateBoutiqueSearch({ city: '3101000' })).toEqual({});
    expect(validateBoutiqueSearch({ city: 'shanghai' })).toEqual({});
    expect(validateBoutiqueSearch({ city: ['310100'] })).toEqual({});
    expect(validateBoutiqueSearch({ city: 3101.5 })).toEqual({});
  });
});
