import type { Store, StoreRegion } from '../../../contract/store';

export interface CityGroup {
  /** The province, with its country when boutiques are in more than one country. */
  label: string;
  cities: { code: string; name: string }[];
}

/** The city chooser's groups, from the country → province → city tree, in the tree's order. */
export function cityGroups(countries: StoreRegion[]): CityGroup[] {
  const withCountry = countries.length > 1;
  return countries.flatMap((country) =>
    country.children
      .filter((province) => province.children.length > 0)
      .map((province) => ({
        label: withCountry ? `${country.name} · ${province.name}` : province.name,
        cities: province.children.map((city) => ({ code: city.code, name: city.name })),
      })),
  );
}

/** The name of a city of the tree, or undefined when no boutique is there. */
export function cityName(countries: StoreRegion[], code: string): string | undefined {
  for (const country of countries) {
    for (const province of country.children) {
      const city = province.children.find((candidate) => candidate.code === code);
      if (city) return city.name;
    }
  }
  return undefined;
}

/** The boutiques listed: those of the chosen city, or all of them. */
export function storesOfCity(stores: Store[], city: string | undefined): Store[] {
  return city === undefined ? stores : stores.filter((store) => store.city_code === city);
}

/** The number to dial, as a `tel:` address (digits and a leading plus only). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
