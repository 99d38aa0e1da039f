import divisionData from 'china-area-data/data.json' with { type: 'json' };
import type { District } from '../../../contract/member';
import { CODE_INVALID_INPUT } from '../../../contract/call';
import { BusinessError } from '../../lib/errors';

// The national division (GB/T 2260 codes) from china-area-data: "86" lists the provinces, a
// province's code its cities, a city's code its areas. Names are Chinese in every language,
// because addresses in China are written in Chinese.

const source: Record<string, Record<string, string>> = divisionData;
// Maps, so that a code like "constructor" is never found on an object's prototype.
const division: ReadonlyMap<string, ReadonlyMap<string, string>> = new Map(
  Object.entries(source).map(([code, children]) => [code, new Map(Object.entries(children))]),
);
const ROOT = '86';

function nameOf(parent: string, code: string): string | undefined {
  return division.get(parent)?.get(code);
}

function childrenOf(code: string): District[] {
  return [...(division.get(code) ?? [])].map(([child, name]) => ({ code: child, name }));
}

/**
 * The same list serves delivery addresses, and the shop delivers within mainland China only
 * (terms of sale, "Delivery"): Hong Kong, Macau and Taiwan are left out.
 */
const OUTSIDE_DELIVERY = new Set(['710000', '810000', '820000']);
const provinces: District[] = childrenOf(ROOT).filter((p) => !OUTSIDE_DELIVERY.has(p.code));
const provinceCodes = new Set(provinces.map((p) => p.code));

/** Provinces without a parent; a province's cities; a city's areas; nothing for anything else. */
export function districtList(parentCode: string | undefined): District[] {
  if (parentCode === undefined) return provinces;
  if (provinceCodes.has(parentCode)) return childrenOf(parentCode);
  const province = `${parentCode.slice(0, 2)}0000`;
  // A city's code starts with its province's two digits.
  return provinceCodes.has(province) && nameOf(province, parentCode) !== undefined
    ? childrenOf(parentCode)
    : [];
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

/** The names of a chain of codes, or what breaks the chain. */
function namesOf(codes: RegionCodes): RegionNames | ChainError {
  const province = provinceCodes.has(codes.province_code)
    ? nameOf(ROOT, codes.province_code)
    : undefined;
  if (province === undefined) return 'provinceUnknown';
  const city = nameOf(codes.province_code, codes.city_code);
  if (city === undefined) return 'cityNotInProvince';
  const area = nameOf(codes.city_code, codes.area_code);
  if (area === undefined) return 'areaNotInCity';
  return { province_name: province, city_name: city, area_name: area };
}

/**
 * Checks that a province, city and area were all chosen (or, when `optional`, none of them) and
 * that each belongs to the one before; answers their names.
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

/** Names for display of stored codes; '' for anything no longer in the division. */
export function regionNames(codes: RegionCodes): RegionNames {
  const names = namesOf(codes);
  if (typeof names !== 'string') return names;
  return {
    province_name: nameOf(ROOT, codes.province_code) ?? '',
    city_name: nameOf(codes.province_code, codes.city_code) ?? '',
    area_name: nameOf(codes.city_code, codes.area_code) ?? '',
  };
}
