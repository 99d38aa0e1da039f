import { areaList } from '@vant/area-data';
import type { District } from '../../../contract/member';
import { CODE_INVALID_INPUT } from '../../../contract/call';
import { BusinessError } from '../../errors';
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

/**
 * A 市辖区 is a city as a whole, not a place in it: Jiayuguan lists one beside its districts,
 * and the earlier data gave every city one, which addresses could be saved under.
 */
const NOT_A_PLACE = new Set(['市辖区']);

/**
 * The data files the county-level cities and counties a province governs itself under a
 * pseudo-city: 419000 省直辖县 (济源市), 429000 (仙桃市, 潜江市, 天门市, 神农架林区), 469000
 * (Hainan's), 659000 自治区直辖县级行政区划 (Xinjiang's). Shoppers know no such city: each place
 * is listed as a city of its province, under its own code, with itself as its one area. Addresses
 * store the division's chain (the pseudo-city, then the place), as those saved before do.
 */
const PSEUDO_CITY_NAMES = new Set(['省直辖县', '省直辖县级行政区划', '自治区直辖县级行政区划']);

const cityOf = (code: string) => SAME_CITY.get(code) ?? code;
const provinceOf = (code: string) => `${code.slice(0, 2)}0000`;

// Maps, so that a code like "constructor" is never found on an object's prototype.
const provinceNames: ReadonlyMap<string, string> = new Map(
  Object.entries(areaList.province_list).filter(([code]) => !OUTSIDE_DELIVERY.has(code)),
);
const delivered = (code: string) => provinceNames.has(provinceOf(code));

const pseudoCities: ReadonlySet<string> = new Set(
  Object.entries(areaList.city_list)
    .filter(([code, name]) => delivered(code) && PSEUDO_CITY_NAMES.has(name))
    .map(([code]) => code),
);

const citiesByProvince = new Map<string, Map<string, string>>();
/** A place listed as a city that the data files under a pseudo-city: that pseudo-city. */
const pseudoCityOf = new Map<string, string>();
const areasByCity = new Map<string, Map<string, string>>();

function addTo(
  lists: Map<string, Map<string, string>>,
  parent: string,
  code: string,
  name: string,
) {
  lists.set(parent, (lists.get(parent) ?? new Map<string, string>()).set(code, name));
}

for (const [code, name] of Object.entries(areaList.city_list)) {
  if (delivered(code) && !SAME_CITY.has(code) && !pseudoCities.has(code)) {
    addTo(citiesByProvince, provinceOf(code), code, name);
  }
}
for (const [code, name] of Object.entries(areaList.county_list)) {
  if (!delivered(code) || NOT_A_PLACE.has(name)) continue;
  const city = cityOf(`${code.slice(0, 4)}00`);
  // An older page that chose the pseudo-city still finds its places there.
  addTo(areasByCity, city, code, name);
  if (!pseudoCities.has(city)) continue;
  addTo(citiesByProvince, provinceOf(code), code, name);
  addTo(areasByCity, code, code, name);
  pseudoCityOf.set(code, city);
}

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

/**
 * The codes as the lists offer them now, for a form to show them chosen: Chongqing's counties
 * under 重庆市, a place of a pseudo-city as a city of its own and its one area.
 */
export function listedCodes({ province_code, city_code, area_code }: RegionCodes): RegionCodes {
  const city = cityOf(city_code);
  const ownCity = pseudoCities.has(city) && pseudoCityOf.get(area_code) === city;
  return { province_code, city_code: ownCity ? area_code : city, area_code };
}

/**
 * The codes an address or a profile stores, once checked: the listed ones, except that a place
 * a province governs itself keeps the division's chain (its pseudo-city, then itself).
 */
export function storedCodes(codes: RegionCodes): RegionCodes {
  const listed = listedCodes(codes);
  const pseudo = pseudoCityOf.get(listed.city_code);
  return pseudo && listed.area_code === listed.city_code
    ? { ...listed, city_code: pseudo }
    : listed;
}

type ChainError = 'provinceUnknown' | 'cityNotInProvince' | 'areaNotInCity';

/**
 * The names of a chain of codes, each among the list of the one before, or what breaks it. A
 * place that is its own city has no area name beside it (湖北省 仙桃市).
 */
function namesOf(codes: RegionCodes): RegionNames | ChainError {
  const province = provinceNames.get(codes.province_code);
  if (province === undefined) return 'provinceUnknown';
  const { city_code, area_code } = listedCodes(codes);
  const city = citiesByProvince.get(codes.province_code)?.get(city_code);
  if (city === undefined) return 'cityNotInProvince';
  const area = areasByCity.get(city_code)?.get(area_code);
  if (area === undefined) return 'areaNotInCity';
  return {
    province_name: province,
    city_name: city,
    area_name: area_code === city_code ? '' : area,
  };
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
 * when it was saved, except a 市辖区, which was the city as a whole: the address reads as the
 * city (河北省 石家庄市). '' for anything else not in the division.
 */
export function regionNames(codes: RegionCodes): RegionNames {
  const names = namesOf(codes);
  if (typeof names !== 'string') return names;
  const city = listedCodes(codes).city_code;
  const retired = retiredAreas.get(codes.city_code)?.get(codes.area_code) ?? '';
  return {
    province_name: provinceNames.get(codes.province_code) ?? '',
    city_name: citiesByProvince.get(codes.province_code)?.get(city) ?? '',
    area_name:
      areasByCity.get(city)?.get(codes.area_code) ?? (NOT_A_PLACE.has(retired) ? '' : retired),
  };
}
