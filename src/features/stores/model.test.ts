import { describe, expect, it } from 'vitest';
import type { Store, StoreRegion } from '../../../contract/store';
import { cityGroups, cityName, mapLinks, storesOfCity, telHref } from './model';

const city = (code: string, name: string): StoreRegion => ({ code, name, children: [] });

const china: StoreRegion = {
  code: 'CN',
  name: '中国',
  children: [
    { code: '310000', name: '上海市', children: [city('310100', '上海市')] },
    {
      code: '330000',
      name: '浙江省',
      children: [city('330100', '杭州市'), city('330200', '宁波市')],
    },
    { code: '340000', name: '安徽省', children: [] },
  ],
};
const hongKong: StoreRegion = {
  code: 'HK',
  name: '中国香港',
  children: [{ code: '810000', name: '香港', children: [city('810100', '香港岛')] }],
};

function store(id: number, cityCode: string): Store {
  return {
    id,
    name: `Boutique ${id}`,
    country_code: 'CN',
    province_code: `${cityCode.slice(0, 2)}0000`,
    city_code: cityCode,
    city_name: cityCode,
    address: '',
    hours: '',
    opening_hours: [],
    phone: '',
    latitude: 31,
    longitude: 121,
    services: [],
  };
}

describe('cityGroups', () => {
  it('groups the cities by province, leaving out provinces without one', () => {
    expect(cityGroups([china])).toEqual([
      { label: '上海市', cities: [{ code: '310100', name: '上海市' }] },
      {
        label: '浙江省',
        cities: [
          { code: '330100', name: '杭州市' },
          { code: '330200', name: '宁波市' },
        ],
      },
    ]);
  });

  it('names the country too when there is more than one', () => {
    expect(cityGroups([china, hongKong]).map((group) => group.label)).toEqual([
      '中国 · 上海市',
      '中国 · 浙江省',
      '中国香港 · 香港',
    ]);
  });
});

describe('cityName', () => {
  it('finds a city anywhere in the tree and nothing for an unknown code', () => {
    expect(cityName([china, hongKong], '330200')).toBe('宁波市');
    expect(cityName([china, hongKong], '810100')).toBe('香港岛');
    expect(cityName([china], '110100')).toBeUndefined();
  });
});

describe('storesOfCity', () => {
  const stores = [store(1, '310100'), store(2, '330100'), store(3, '310100')];

  it('keeps the chosen city’s boutiques in their order', () => {
    expect(storesOfCity(stores, '310100').map((one) => one.id)).toEqual([1, 3]);
    expect(storesOfCity(stores, '110100')).toEqual([]);
  });

  it('keeps every boutique when no city is chosen', () => {
    expect(storesOfCity(stores, undefined)).toEqual(stores);
  });
});

describe('telHref', () => {
  it('dials the digits of the number as shown', () => {
    expect(telHref('021-6288 8888')).toBe('tel:02162888888');
    expect(telHref('+852 2888 8888')).toBe('tel:+85228888888');
  });
});

describe('mapLinks', () => {
  const store = {
    name: 'MAISON 上海恒隆广场',
    address: '上海市静安区南京西路 1266 号 1 层',
    latitude: 31.228,
    longitude: 121.451,
  };

  it('open the boutique at its place in AMap, Baidu Maps and Apple Maps, as WGS-84', () => {
    const links = mapLinks(store);
    const amap = new URL(links.amap);
    expect(amap.origin + amap.pathname).toBe('https://uri.amap.com/marker');
    expect(amap.searchParams.get('position')).toBe('121.451,31.228');
    expect(amap.searchParams.get('name')).toBe(store.name);
    expect(amap.searchParams.get('coordinate')).toBe('wgs84');
    const baidu = new URL(links.baidu);
    expect(baidu.origin + baidu.pathname).toBe('https://api.map.baidu.com/marker');
    expect(baidu.searchParams.get('location')).toBe('31.228,121.451');
    expect(baidu.searchParams.get('coord_type')).toBe('wgs84');
    expect(baidu.searchParams.get('content')).toBe(store.address);
    const apple = new URL(links.apple);
    expect(apple.host).toBe('maps.apple.com');
    expect(apple.searchParams.get('ll')).toBe('31.228,121.451');
    expect(apple.searchParams.get('q')).toBe(store.name);
  });

  it('keep a name with & or # whole', () => {
    const links = mapLinks({ ...store, name: 'A & B #1' });
    expect(new URL(links.amap).searchParams.get('name')).toBe('A & B #1');
    expect(new URL(links.baidu).searchParams.get('title')).toBe('A & B #1');
  });
});
