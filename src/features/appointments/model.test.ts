import { describe, expect, it } from 'vitest';
import type { CareService } from '../../../contract/appointment';
import type { Store, StoreRegion } from '../../../contract/store';
import {
  bookableDays,
  chooseLevel,
  periodsOffered,
  clothingFor,
  initialValues,
  regionsFor,
  storesFor,
  type BookingValues,
} from './model';
import * as v from 'valibot';
import { careSearch } from './search-params';

const store = (id: number, city: string, services: string[]): Store => ({
  id,
  name: `Boutique ${id}`,
  country_code: 'CN',
  province_code: `${city.slice(0, 2)}0000`,
  city_code: city,
  city_name: city,
  address: '',
  hours: '',
  opening_hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    opens: '10:00',
    closes: '22:00',
  })),
  phone: '',
  latitude: 0,
  longitude: 0,
  services,
});

const STORES = [
  store(1, '310100', ['appointment', 'washing']),
  store(2, '310100', ['appointment']),
  store(3, '440300', ['appointment']),
];
const TREE: StoreRegion[] = [
  {
    code: 'CN',
    name: 'China',
    children: [
      {
        code: '310000',
        name: 'Shanghai',
        children: [{ code: '310100', name: 'Shanghai', children: [] }],
      },
      {
        code: '440000',
        name: 'Guangdong',
        children: [{ code: '440300', name: 'Shenzhen', children: [] }],
      },
    ],
  },
];

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

describe('the booking form', () => {
  it('clears the levels under a changed one', () => {
    expect(chooseLevel(filled, 'province', '440000')).toMatchObject({
      country: 'CN',
      province: '440000',
      city: '',
      storeId: null,
      date: filled.date,
    });
    expect(chooseLevel(filled, 'storeId', '2').storeId).toBe(2);
    expect(chooseLevel(filled, 'storeId', '').storeId).toBeNull();
  });

  it('starts with the member’s details and the boutique chosen beforehand', () => {
    const values = initialValues(
      { title: 'Mr.', name: '王磊', mobile: '13800000000' },
      STORES[0],
      'silk-care',
    );
    expect(values).toMatchObject({
      title: 'Mr.',
      name: '王磊',
      country: 'CN',
      province: '310000',
      city: '310100',
      storeId: 1,
      serviceType: 'silk-care',
    });
    expect(initialValues({ title: '', name: '', mobile: '' }, undefined).title).toBe('');
  });

  it('offers the boutiques and places of a service only', () => {
    expect(storesFor(STORES, '310100', 'washing').map((s) => s.id)).toEqual([1]);
    expect(storesFor(STORES, '310100', 'appointment').map((s) => s.id)).toEqual([1, 2]);
    const washing = regionsFor(TREE, STORES, 'washing');
    expect(washing[0]?.children.map((p) => p.code)).toEqual(['310000']);
    expect(regionsFor(TREE, STORES, 'appointment')[0]?.children).toHaveLength(2);
    expect(regionsFor(TREE, [], 'washing')).toEqual([]);
  });

  it('lists the bookable days without the boutique’s closed ones', () => {
    const dates = {
      first: '2026-12-30',
      last: '2027-01-02',
      closed: [
        { store_id: 1, date: '2026-12-31' },
        { store_id: 2, date: '2027-01-01' },
      ],
    };
    expect(bookableDays(dates, STORES[0])).toEqual(['2026-12-30', '2027-01-01', '2027-01-02']);
    expect(bookableDays(dates, undefined)).toHaveLength(4);
    // Closed on Thursdays (2026-12-31 is one) and Fridays.
    const weekdays = { ...store(4, '310100', ['appointment']) };
    weekdays.opening_hours = weekdays.opening_hours.filter(
      (d) => d.weekday !== 4 && d.weekday !== 5,
    );
    expect(bookableDays({ ...dates, closed: [] }, weekdays)).toEqual(['2026-12-30', '2027-01-02']);
  });

  it('offers the times of day within the boutique’s hours of the day chosen', () => {
    const periods = [
      { value: 'am', label: 'Morning' },
      { value: 'pm', label: 'Afternoon' },
      { value: 'ev', label: 'Evening' },
    ] as const;
    const late = store(1, '310100', ['appointment']);
    // 2026-12-04 is a Friday, 2026-12-05 a Saturday.
    late.opening_hours = late.opening_hours.map((d) =>
      d.weekday === 5 ? { ...d, opens: '13:00' } : d.weekday === 6 ? { ...d, closes: '18:30' } : d,
    );
    const offered = (date: string) =>
      periodsOffered(periods, late, date).map((p) => `${p.label} ${p.hours}`.trim());
    expect(offered('2026-12-03')).toEqual([
      'Morning 10:00–13:00',
      'Afternoon 13:00–18:00',
      'Evening 18:00–22:00',
    ]);
    expect(offered('2026-12-04')).toEqual(['Afternoon 13:00–18:00', 'Evening 18:00–22:00']);
    expect(offered('2026-12-05')).toEqual(['Morning 10:00–13:00', 'Afternoon 13:00–18:00']);
    // Before a day: what some day offers, without hours; before a boutique: every part of a day.
    expect(offered('')).toEqual(['Morning', 'Afternoon', 'Evening']);
    expect(periodsOffered(periods, undefined, '2026-12-05')).toHaveLength(3);
  });

  it('offers the clothing a care is for', () => {
    const clothing = [
      { value: 'coats', label: 'Coats' },
      { value: 'shoes', label: 'Shoes' },
    ];
    const care = { suits: ['shoes'] } as CareService;
    expect(clothingFor(clothing, care).map((c) => c.value)).toEqual(['shoes']);
    expect(clothingFor(clothing, undefined)).toEqual(clothing);
  });
});

describe('the washing pages’ addresses', () => {
  it('keep a valid id and drop the rest', () => {
    const read = (search: Record<string, unknown>) => v.parse(careSearch, search);
    expect(read({ id: '3', city: 310100 })).toEqual({ id: 3 });
    expect(read({ id: 'x' })).toEqual({ id: undefined });
    expect(read({ id: 0 }).id).toBeUndefined();
    expect(read({ id: 3_000_000_000 }).id).toBeUndefined();
  });
});
