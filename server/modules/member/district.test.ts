import { describe, expect, it } from 'vitest';
import { BusinessError } from '../../errors';
import {
  checkRegion,
  districtList,
  isListedRegion,
  listedCodes,
  regionNames,
  storedCodes,
} from './district';

const names = (parent: string) => districtList(parent).map((d) => d.name);

/** The message key checkRegion refuses the codes with, or null when it takes them. */
function refusal(codes: { province_code: string; city_code: string; area_code: string }) {
  try {
    checkRegion(codes);
    return null;
  } catch (error) {
    if (error instanceof BusinessError) return error.key;
    throw error;
  }
}

describe('the national division', () => {
  it('offers the 31 mainland provinces, each divided down to areas', () => {
    const provinces = districtList(undefined);
    expect(provinces).toHaveLength(31);
    expect(provinces[0]).toEqual({ code: '110000', name: '北京市' });
    for (const code of ['710000', '810000', '820000']) {
      expect(provinces.some((p) => p.code === code)).toBe(false);
      expect(districtList(code)).toEqual([]);
    }
    for (const province of provinces) {
      const cities = districtList(province.code);
      expect(cities.length, province.name).toBeGreaterThan(0);
      for (const city of cities)
        expect(districtList(city.code).length, city.name).toBeGreaterThan(0);
    }
  });

  it('lists Hangzhou as it is since 2021', () => {
    const hangzhou = names('330100');
    expect(hangzhou).toEqual(expect.arrayContaining(['上城区', '拱墅区', '临平区', '钱塘区']));
    expect(hangzhou).not.toContain('下城区');
    expect(hangzhou).not.toContain('江干区');
  });

  it('names each municipality’s one city after it, Chongqing’s with its counties', () => {
    expect(districtList('110000')).toEqual([{ code: '110100', name: '北京市' }]);
    expect(districtList('120000')).toEqual([{ code: '120100', name: '天津市' }]);
    expect(districtList('310000')).toEqual([{ code: '310100', name: '上海市' }]);
    expect(districtList('500000')).toEqual([{ code: '500100', name: '重庆市' }]);
    expect(names('110100')[0]).toBe('东城区');
    const chongqing = districtList('500100');
    expect(chongqing).toContainEqual({ code: '500103', name: '渝中区' });
    expect(chongqing).toContainEqual({ code: '500229', name: '城口县' });
    // The counties' code of the data, from an older page, lists the same.
    expect(districtList('500200')).toEqual(chongqing);
  });

  it('offers no 市辖区, 县 or 省直辖县 to choose anywhere', () => {
    const notPlaces = ['市辖区', '县', '省直辖县', '省直辖县级行政区划', '自治区直辖县级行政区划'];
    for (const province of districtList(undefined)) {
      for (const city of districtList(province.code)) {
        expect(notPlaces, province.name).not.toContain(city.name);
        for (const area of districtList(city.code))
          expect(notPlaces, city.name).not.toContain(area.name);
      }
    }
  });

  it('lists the places a province governs itself as its cities, each its own one area', () => {
    const cities = (province: string) => districtList(province);
    expect(cities('420000')).toEqual(
      expect.arrayContaining([
        { code: '420100', name: '武汉市' },
        { code: '429004', name: '仙桃市' },
        { code: '429005', name: '潜江市' },
        { code: '429006', name: '天门市' },
        { code: '429021', name: '神农架林区' },
      ]),
    );
    expect(cities('420000').at(-1)).toEqual({ code: '429021', name: '神农架林区' });
    expect(cities('410000')).toContainEqual({ code: '419001', name: '济源市' });
    expect(cities('460000')).toEqual(
      expect.arrayContaining([
        { code: '460100', name: '海口市' },
        { code: '469002', name: '琼海市' },
        { code: '469021', name: '定安县' },
      ]),
    );
    expect(cities('650000')).toContainEqual({ code: '659001', name: '石河子市' });
    expect(districtList('429004')).toEqual([{ code: '429004', name: '仙桃市' }]);
    expect(districtList('469021')).toEqual([{ code: '469021', name: '定安县' }]);
    // The data's pseudo-city, from an older page, still lists its places.
    expect(names('429000')).toEqual(['仙桃市', '潜江市', '天门市', '神农架林区']);
  });

  it('divides a city without districts into its towns and streets', () => {
    expect(names('441900')).toContain('虎门镇');
    expect(names('442000')).toContain('石岐街道');
    expect(names('620200')).toEqual(expect.arrayContaining(['雄关区', '长城区', '镜铁区']));
  });
});

describe('a chain of codes', () => {
  const hangzhou = { province_code: '330000', city_code: '330100' };

  it('is taken when each code is in the list of the one before', () => {
    expect(checkRegion({ ...hangzhou, area_code: '330114' })).toEqual({
      province_name: '浙江省',
      city_name: '杭州市',
      area_name: '钱塘区',
    });
    expect(
      checkRegion({ province_code: '500000', city_code: '500100', area_code: '500229' }),
    ).toEqual({ province_name: '重庆市', city_name: '重庆市', area_name: '城口县' });
  });

  it('is taken through Chongqing’s second city, read as 重庆市', () => {
    const raw = { province_code: '500000', city_code: '500200', area_code: '500229' };
    expect(checkRegion(raw)).toEqual({
      province_name: '重庆市',
      city_name: '重庆市',
      area_name: '城口县',
    });
    expect(listedCodes(raw)).toEqual({ ...raw, city_code: '500100' });
    expect(regionNames(raw).city_name).toBe('重庆市');
  });

  it('is taken for a place a province governs itself, listed or as the division files it', () => {
    const listed = { province_code: '420000', city_code: '429004', area_code: '429004' };
    const division = { ...listed, city_code: '429000' };
    const names = { province_name: '湖北省', city_name: '仙桃市', area_name: '' };
    expect(checkRegion(listed)).toEqual(names);
    expect(checkRegion(division)).toEqual(names);
    expect(regionNames(division)).toEqual(names);
    expect(listedCodes(division)).toEqual(listed);
    expect(listedCodes(listed)).toEqual(listed);
    expect(storedCodes(listed)).toEqual(division);
    expect(storedCodes(division)).toEqual(division);
    expect(refusal({ ...listed, area_code: '429005' })).toBe('areaNotInCity');
    expect(refusal({ ...division, area_code: '420102' })).toBe('cityNotInProvince');
    expect(refusal({ ...listed, province_code: '410000' })).toBe('cityNotInProvince');
    expect(refusal({ province_code: '650000', city_code: '659000', area_code: '659001' })).toBe(
      null,
    );
    // Other chains are stored as listed: Chongqing's counties under 重庆市.
    const chengkou = { province_code: '500000', city_code: '500200', area_code: '500229' };
    expect(storedCodes(chengkou)).toEqual({ ...chengkou, city_code: '500100' });
    expect(storedCodes({ ...listed, city_code: '420100', area_code: '420102' })).toEqual({
      ...listed,
      city_code: '420100',
      area_code: '420102',
    });
  });

  it('is refused with an area merged away, a 市辖区 or an area of another city', () => {
    expect(refusal({ ...hangzhou, area_code: '330103' })).toBe('areaNotInCity');
    expect(refusal({ ...hangzhou, area_code: '330101' })).toBe('areaNotInCity');
    expect(refusal({ province_code: '620000', city_code: '620200', area_code: '620201' })).toBe(
      'areaNotInCity',
    );
    // Prefixes alone would take it: 500229 starts with neither 5001 nor a city of 330000.
    expect(refusal({ ...hangzhou, area_code: '500229' })).toBe('areaNotInCity');
    expect(refusal({ province_code: '330000', city_code: '500100', area_code: '500229' })).toBe(
      'cityNotInProvince',
    );
    expect(refusal({ province_code: '810000', city_code: '810100', area_code: '810101' })).toBe(
      'provinceUnknown',
    );
    expect(isListedRegion({ ...hangzhou, area_code: '330103' })).toBe(false);
    expect(isListedRegion({ ...hangzhou, area_code: '330105' })).toBe(true);
  });

  it('saved before keeps the names it had when its area is no longer listed', () => {
    expect(regionNames({ ...hangzhou, area_code: '330103' })).toEqual({
      province_name: '浙江省',
      city_name: '杭州市',
      area_name: '下城区',
    });
    expect(regionNames({ ...hangzhou, area_code: '330104' }).area_name).toBe('江干区');
    // Municipalities kept their city codes: those read with the municipality's name.
    expect(
      regionNames({ province_code: '310000', city_code: '310100', area_code: '310101' }),
    ).toEqual({ province_name: '上海市', city_name: '上海市', area_name: '黄浦区' });
    expect(
      regionNames({ province_code: '440000', city_code: '441900', area_code: '441900003' }),
    ).toEqual({ province_name: '广东省', city_name: '东莞市', area_name: '东城街道' });
    // The 市辖区 the earlier data gave every city was the city as a whole: no area to name.
    expect(
      regionNames({ province_code: '130000', city_code: '130100', area_code: '130101' }),
    ).toEqual({ province_name: '河北省', city_name: '石家庄市', area_name: '' });
    expect(
      isListedRegion({ province_code: '130000', city_code: '130100', area_code: '130101' }),
    ).toBe(false);
    // A code of no division at all, at any level, has no name.
    expect(regionNames({ ...hangzhou, area_code: '999999' }).area_name).toBe('');
    expect(regionNames({ province_code: '', city_code: '', area_code: '' })).toEqual({
      province_name: '',
      city_name: '',
      area_name: '',
    });
  });
});
