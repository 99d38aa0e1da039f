import { describe, expect, it } from 'vitest';
import type { Address, Membership } from '../../../contract/member';
import { chooseDistrict, districtParent } from '../../ui/forms/district-choice';
import { couponTabs, dayPartOf, levelProgress, newestFirst, sortAddresses } from './model';

describe('the greeting', () => {
  it('says good morning from five until noon', () => {
    expect(dayPartOf(5)).toBe('morning');
    expect(dayPartOf(11)).toBe('morning');
  });
  it('says good afternoon from noon until six', () => {
    expect(dayPartOf(12)).toBe('afternoon');
    expect(dayPartOf(17)).toBe('afternoon');
  });
  it('says good evening from six and through the night', () => {
    expect(dayPartOf(18)).toBe('evening');
    expect(dayPartOf(23)).toBe('evening');
    expect(dayPartOf(0)).toBe('evening');
    expect(dayPartOf(4)).toBe('evening');
  });
});

describe('the province, city and area chain', () => {
  const chosen = { province_code: '310000', city_code: '310100', area_code: '310101' };

  it('clears the city and the area when another province is chosen', () => {
    expect(chooseDistrict(chosen, 'province_code', '110000')).toEqual({
      province_code: '110000',
      city_code: '',
      area_code: '',
    });
  });
  it('clears the area when another city is chosen', () => {
    expect(chooseDistrict(chosen, 'city_code', '310200')).toEqual({
      province_code: '310000',
      city_code: '310200',
      area_code: '',
    });
  });
  it('keeps everything when the same province or city is chosen again', () => {
    expect(chooseDistrict(chosen, 'province_code', '310000')).toBe(chosen);
    expect(chooseDistrict(chosen, 'city_code', '310100')).toBe(chosen);
  });
  it('changes only the area when an area is chosen', () => {
    expect(chooseDistrict(chosen, 'area_code', '310104')).toEqual({
      ...chosen,
      area_code: '310104',
    });
  });
  it('offers cities only after a province and areas only after a city', () => {
    const empty = { province_code: '', city_code: '', area_code: '' };
    expect(districtParent(empty, 'province_code')).toBe('');
    expect(districtParent(empty, 'city_code')).toBeNull();
    expect(districtParent(empty, 'area_code')).toBeNull();
    const province = { ...empty, province_code: '310000' };
    expect(districtParent(province, 'city_code')).toBe('310000');
    expect(districtParent(province, 'area_code')).toBeNull();
    expect(districtParent(chosen, 'area_code')).toBe('310100');
  });
});

describe('the coupon tabs', () => {
  it('are usable, used and expired in that order, with their counts', () => {
    expect(couponTabs({ usable: 2, used: 1, expired: 0 })).toEqual([
      { state: 'usable', count: 2 },
      { state: 'used', count: 1 },
      { state: 'expired', count: 0 },
    ]);
  });
  it('count nothing before the counts are known', () => {
    expect(couponTabs(undefined).map((tab) => tab.count)).toEqual([0, 0, 0]);
  });
});

const address = (id: number, isDefault: boolean): Address => ({
  id,
  name: `N${id}`,
  mobile: '13800138000',
  province_code: '310000',
  city_code: '310100',
  area_code: '310101',
  province_name: '',
  city_name: '',
  area_name: '',
  address: 'Road',
  is_default: isDefault,
});

describe('the address book order', () => {
  it('puts the default first, then the newest', () => {
    const sorted = sortAddresses([address(1, false), address(2, true), address(3, false)]);
    expect(sorted.map((item) => item.id)).toEqual([2, 3, 1]);
  });
});

const membership = (lifetime: number, next: Membership['next_level']): Membership => ({
  card_no: 'M1',
  level: 'silver',
  level_name: 'Silver',
  points: lifetime,
  lifetime_points: lifetime,
  next_level: next,
  levels: [
    { key: 'point_card', name: 'Point Card', threshold: 0, benefits: [] },
    { key: 'silver', name: 'Silver', threshold: 5000, benefits: [] },
    { key: 'gold', name: 'Gold', threshold: 20000, benefits: [] },
  ],
});

describe('the progress to the next level', () => {
  it('runs from the level held to the next one', () => {
    const gold = { key: 'gold' as const, name: 'Gold', points_needed: 7500 };
    expect(levelProgress(membership(12500, gold))).toBeCloseTo(0.5);
    expect(levelProgress(membership(5000, gold))).toBe(0);
  });
  it('is full at the top level', () => {
    expect(levelProgress(membership(90000, null))).toBe(1);
  });
});

describe('footprints', () => {
  it('show the latest first', () => {
    const list = [{ viewed_at: 1 }, { viewed_at: 3 }, { viewed_at: 2 }];
    expect(newestFirst(list).map((item) => item.viewed_at)).toEqual([3, 2, 1]);
  });
});
