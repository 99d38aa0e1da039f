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

export type MapApp = 'amap' | 'baidu' | 'apple';

/**
 * Addresses that open the boutique in a map app: on a phone the app itself when it is installed
 * (AMap's and Baidu's pages hand over to theirs, Apple Maps' opens on an iPhone), else their web
 * page. The shop's coordinates are WGS-84, and each address says so, as AMap and Baidu draw maps
 * in China on their own coordinate systems.
 */
export function mapLinks(
  store: Pick<Store, 'name' | 'address' | 'latitude' | 'longitude'>,
): Record<MapApp, string> {
  const { latitude: lat, longitude: lng } = store;
  const amap = new URLSearchParams({
    position: `${lng},${lat}`,
    name: store.name,
    coordinate: 'wgs84',
    callnative: '1',
    src: 'maison-shop',
  });
  const baidu = new URLSearchParams({
    location: `${lat},${lng}`,
    title: store.name,
    content: store.address,
    coord_type: 'wgs84',
    output: 'html',
    src: 'webapp.maison.shop',
  });
  const apple = new URLSearchParams({ q: store.name, ll: `${lat},${lng}`, address: store.address });
  return {
    amap: `https://uri.amap.com/marker?${amap.toString()}`,
    baidu: `https://api.map.baidu.com/marker?${baidu.toString()}`,
    apple: `https://maps.apple.com/?${apple.toString()}`,
  };
}
