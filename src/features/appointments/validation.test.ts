import { describe, expect, it } from 'vitest';
import { initialValues, type BookingValues } from './model';
import { bookingProblems, upperLevelProblem } from './validation';

const filled: BookingValues = {
  title: 'Ms.',
  name: '李雅',
  mobile: '13912345678',
  country: 'CN',
  province: '310000',
  city: '310100',
  storeId: 1,
  date: '2026-12-01',
  period: 'am',
  serviceType: 'consultation',
  clothingType: 'coats',
  remark: '',
};

describe('the booking form’s checks (spec §5)', () => {
  it('accepts a complete form and names each missing or wrong field', () => {
    expect(bookingProblems(filled)).toEqual({});
    const empty = initialValues(undefined, undefined);
    expect(bookingProblems(empty)).toEqual({
      title: 'titleRequired',
      name: 'nameBlank',
      mobile: 'mobileBlank',
      country: 'countryRequired',
      storeId: 'boutiqueRequired',
      date: 'dateRequired',
      period: 'periodRequired',
      serviceType: 'serviceTypeRequired',
      clothingType: 'clothingRequired',
    });
    expect(bookingProblems({ ...filled, mobile: '12345' }).mobile).toBe('mobileFormat');
    expect(bookingProblems({ ...filled, name: '李😀' }).name).toBe('emojiNotAllowed');
    expect(bookingProblems({ ...filled, province: '', city: '', storeId: null })).toEqual({
      province: 'provinceRequired',
      storeId: 'boutiqueRequired',
    });
    expect(bookingProblems({ ...filled, city: '', storeId: null }).city).toBe('cityRequired');
    expect(bookingProblems({ ...filled, period: 'ev' })).toEqual({});
    expect(bookingProblems({ ...filled, period: 'night' }).period).toBe('periodRequired');
  });

  it('says which upper level to choose first', () => {
    const empty = initialValues(undefined, undefined);
    expect(upperLevelProblem(empty, 'country')).toBeUndefined();
    expect(upperLevelProblem(empty, 'province')).toBe('countryFirst');
    expect(upperLevelProblem({ ...empty, country: 'CN' }, 'city')).toBe('provinceFirst');
    expect(upperLevelProblem({ ...empty, country: 'CN', province: '310000' }, 'storeId')).toBe(
      'cityFirst',
    );
    expect(upperLevelProblem(filled, 'storeId')).toBeUndefined();
  });
});
