import { describe, expect, it } from 'vitest';
import { storeList } from '../../../contract/store';
import { STORES } from '../../db/seed/data/stores';
import { districtList } from '../member/district';

/** The long-distance prefix of each seeded city. */
const AREA_CODES: Record<string, string> = {
  '110100': '010',
  '310100': '021',
  '500100': '023',
  '440100': '020',
  '440300': '0755',
  '510100': '028',
  '330100': '0571',
  '320100': '025',
  '420100': '027',
  '610100': '029',
};

describe('seeded boutiques', () => {
  it('are at least 12 in at least 8 cities, with Shanghai and Beijing twice', () => {
    expect(STORES.length).toBeGreaterThanOrEqual(12);
    const cities = STORES.map((s) => s.city_code);
    expect(new Set(cities).size).toBeGreaterThanOrEqual(8);
    expect(cities.filter((c) => c === '310100')).toHaveLength(2);
    expect(cities.filter((c) => c === '110100')).toHaveLength(2);
  });

  it('use real province and city codes of the national division', () => {
    const provinces = new Set(districtList(undefined).map((p) => p.code));
    for (const store of STORES) {
      expect(provinces, store.name.en).toContain(store.province_code);
      const cities = districtList(store.province_code).map((c) => c.code);
      expect(cities, store.name.en).toContain(store.city_code);
    }
  });

  it('have the city’s area code, coordinates in their city and valid services', () => {
    const services = storeList.input.shape.service.unwrap().options as readonly string[];
    for (const store of STORES) {
      const areaCode = AREA_CODES[store.city_code];
      expect(store.phone, store.name.en).toMatch(new RegExp(`^${areaCode}-\\d{4} \\d{4}$`));
      expect(store.latitude).toBeGreaterThan(18);
      expect(store.latitude).toBeLessThan(41);
      expect(store.longitude).toBeGreaterThan(100);
      expect(store.longitude).toBeLessThan(123);
      expect(store.services).toContain('appointment');
      for (const service of store.services) expect(services).toContain(service);
    }
    const offering = (service: string) =>
      STORES.filter((s) => s.services.includes(service as never));
    expect(offering('washing').length).toBeGreaterThan(2);
    expect(offering('personalisation').length).toBeGreaterThan(1);
    expect(offering('personalisation').length).toBeLessThan(STORES.length / 2);
  });

  it('have every text in both languages', () => {
    for (const store of STORES) {
      for (const field of [store.name, store.address, store.hours.text]) {
        expect(field.cn).toMatch(/[\u4e00-\u9fff]/);
        expect(field.en).toMatch(/^[\x20-\x7e’–]+$/);
      }
    }
  });

  it('give their hours by day of the week as their text says them, some open until 22:00', () => {
    for (const store of STORES) {
      const { text, week } = store.hours;
      expect(week.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      for (const day of week) {
        expect(day.opens < day.closes, store.name.en).toBe(true);
        expect(text.cn).toContain(`${day.opens}–${day.closes}`);
        expect(text.en).toContain(`${day.opens}–${day.closes}`);
      }
    }
    const lateOnes = STORES.filter((s) => s.hours.week.every((day) => day.closes >= '22:00'));
    expect(lateOnes.length).toBeGreaterThan(2);
  });
});
