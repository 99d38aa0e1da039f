/** A place chosen province first, then city, then area (codes of api/default/district). */
export interface DistrictChoice {
  province_code: string;
  city_code: string;
  area_code: string;
}

export type DistrictLevel = keyof DistrictChoice;

/** Choosing a level clears the levels below it: a city belongs to one province only. */
export function chooseDistrict(
  choice: DistrictChoice,
  level: DistrictLevel,
  code: string,
): DistrictChoice {
  if (level === 'province_code') {
    if (code === choice.province_code) return choice;
    return { province_code: code, city_code: '', area_code: '' };
  }
  if (level === 'city_code') {
    if (code === choice.city_code) return choice;
    return { ...choice, city_code: code, area_code: '' };
  }
  return { ...choice, area_code: code };
}

/** The parent whose list a level shows; null while that parent has not been chosen. */
export function districtParent(choice: DistrictChoice, level: DistrictLevel): string | null {
  if (level === 'province_code') return '';
  if (level === 'city_code') return choice.province_code || null;
  return choice.city_code || null;
}
