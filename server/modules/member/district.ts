import { areaList } from '@vant/area-data';
import type { District } from '../../../contract/member';
import { CODE_INVALID_INPUT } from '../../../contract/call';
import { BusinessError } from '../../lib/errors';
import { RETIRED_AREAS } from './retired-areas';

// The national division (GB/T 2260 codes) from @vant/area-data: a city's code starts with its
// province's two digits, an area's with its city's four. Names are Chinese in every language,
// because addresses in China are written in Chinese.

/**
 * The same list serves delivery addresses, and the shop delivers within mainland China only
 * (terms of sale, "Delivery"): Hong Kong, Macau and Taiwan are left out.
 */
const OUTSIDE_DELIVERY = new Set(['710000', '810000', '820000']);

/**
 * The data files Chongqing's counties under a second city, 500200 named "县". Shoppers know one
 * city, 重庆市, of districts and counties alike: its counties are listed there, and a code of
 * the second city (an address saved before, or an older page) reads as 重庆市.
 */
const SAME_CITY: ReadonlyMap<string, string> = new Map([['500200', '500100']]);

/** Jiayuguan lists a 市辖区 (the city as a whole) beside its districts: no place to choose. */
const NOT_A_PLACE = new Set(['市辖区']);

const cityOf = (code: string) => SAME_CITY.get(code) ?? code;

// Maps, so that a code like "constructor" is never found on an object's prototype.
function childrenBy(
  list: Record<string, string>,
  parentOf: (code: string) => string,
  keep: (code: string, name: string) => boolean,
): Map<string, Map<string, string>> {
  const children = new Map<string, Map<string, string>>();
  for (const [code, name] of Object.entries(list)) {
    if (!keep(code, name)) continue;
    const parent = parentOf(code);
    const siblings = children.get(parent) ?? new Map<string, string>();
    children.set(parent, siblings.set(code, name));
  }
  return children;
}

const provinceNames: ReadonlyMap<string, string> = new Map(
  Object.entries(areaList.province_list).filter(([code]) => !OUTSIDE_DELIVERY.has(code)),
);
const citiesByProvince = childrenBy(
  areaList.city_list,
  (code) => `${code.slice(0, 2)}0000`,
  (code) => provinceNames.has(`${code.slice(0, 2)}0000`) && !SAME_CITY.has(code),
);
const areasByCity = childrenBy(
  areaList.county_list,
  (code) => cityOf(`${code.slice(0, 4)}00`),
  (code, name) => provinceNames.has(`${code.slice(0, 2)}0000`) && !NOT_A_PLACE.has(name),
);
const retiredAreas: ReadonlyMap<string, ReadonlyMap<string, string>> = new Map(
  Object.entries(RETIRED_AREAS).map(([city, areas]) => [city, new Map(Object.entries(areas))]),
);

const listOf = (names: ReadonlyMap<string, string> | undefined): District[] =>
  [...(names ?? [])].map(([code, name]) => ({ code, name }));

const provinces = listOf(provinceNames);

/** Provinces without a parent; a province's cities; a city's areas; nothing for anything else. */
export function districtList(parentCode: string | undefined): District[] {
  if (parentCode === undefined) return provinces;
  return listOf(citiesByProvince.get(parentCode) ?? areasByCity.get(cityOf(parentCode)));
}

export interface RegionCodes {
  province_code: string;
  city_code: string;
  area_code: string;
}

export interface RegionNames {
  province_name: string;
  city_name: string;
  area_name: string;
}

const NO_NAMES: RegionNames = { province_name: '', city_name: '', area_name: '' };

type ChainError = 'provinceUnknown' | 'cityNotInProvince' | 'areaNotInCity';

/** The names of a chain of codes, each among the list of the one before, or what breaks it. */
function namesOf(codes: RegionCodes): RegionNames | ChainError {
  const province = provinceNames.get(codes.province_code);
  if (province === undefined) return 'provinceUnknown';
  const city = citiesByProvince.get(codes.province_code)?.get(cityOf(codes.city_code));
  if (city === undefined) return 'cityNotInProvince';
  const area = areasByCity.get(cityOf(codes.city_code))?.get(codes.area_code);
  if (area === undefined) return 'areaNotInCity';
  return { province_name: province, city_name: city, area_name: area };
}

/** The codes as the lists offer them now: Chongqing's counties under 重庆市. */
export function listedCodes({ province_code, city_code, area_code }: RegionCodes): RegionCodes {
  return { province_code, city_code: cityOf(city_code), area_code };
}

/**
 * Checks that a province, city and area were all chosen (or, when `optional`, none of them) and
 * that each is among the list of the one before; answers their names.
 */
export function checkRegion(codes: RegionCodes, optional = false): RegionNames {
  const given = [codes.province_code, codes.city_code, codes.area_code].filter(Boolean).length;
  if (optional && given === 0) return NO_NAMES;
  if (given < 3) {
    const key = optional
      ? 'regionIncomplete'
      : !codes.province_code
        ? 'provinceBlank'
        : !codes.city_code
          ? 'cityBlank'
          : 'areaBlank';
    throw new BusinessError(CODE_INVALID_INPUT, key);
  }
  const names = namesOf(codes);
  if (typeof names === 'string') throw new BusinessError(CODE_INVALID_INPUT, names);
  return names;
}

/** Whether the codes are a chain the lists offer now (an address saved before may not be). */
export function isListedRegion(codes: RegionCodes): boolean {
  return typeof namesOf(codes) !== 'string';
}

/**
 * Names for display of stored codes. An area the division no longer lists keeps the name it had
 * when it was saved; '' for anything else not in the division.
 */
export function regionNames(codes: RegionCodes): RegionNames {
  const names = namesOf(codes);
  if (typeof names !== 'string') return names;
  const city = cityOf(codes.city_code);
  return {
    province_name: provinceNames.get(codes.province_code) ?? '',
    city_name: citiesByProvince.get(codes.province_code)?.get(city) ?? '',
    area_name:
      areasByCity.get(city)?.get(codes.area_code) ??
      retiredAreas.get(codes.city_code)?.get(codes.area_code) ??
      '',
  };
}
