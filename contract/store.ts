import { z } from 'zod';
import { defineCall } from './call';
import type { OpeningHours } from './opening-hours';

// The brand's boutiques (spec §7 api/store/list and api/store/get-store-city; issue 5's store
// locator). Public, language-dependent and cacheable: nothing here depends on the caller.

/** A place in the country → province → city tree of the cities that have a boutique. */
export interface StoreRegion {
  code: string;
  name: string;
  /** The provinces of a country, the cities of a province; [] for a city. */
  children: StoreRegion[];
}

export interface Store {
  id: number;
  name: string;
  country_code: string;
  province_code: string;
  city_code: string;
  city_name: string;
  address: string;
  /** Opening hours as shown, e.g. "周一至周日 10:00–22:00". */
  hours: string;
  /** The same hours by day of the week, for appointments; a day it is closed has none. */
  opening_hours: OpeningHours[];
  /** As dialled: digits, spaces and dashes, e.g. "021-6288 8888". */
  phone: string;
  /** WGS-84 degrees, for the map drawn by the page. */
  latitude: number;
  longitude: number;
  /** Services offered there: 'appointment', 'washing', 'personalisation'. */
  services: string[];
}

/** The countries, provinces and cities that have at least one boutique (appointment forms too). */
export const storeCity = defineCall<{ list: StoreRegion[] }>()({
  r: 'api/store/get-store-city',
  method: 'GET',
  input: z.object({}),
});

/** Boutiques, all or those of one city (or province, or country), in a stable order. */
export const storeList = defineCall<{ list: Store[] }>()({
  r: 'api/store/list',
  method: 'GET',
  input: z.object({
    country_code: z
      .string()
      .regex(/^[A-Z]{2}$/, { error: 'storeCountryInvalid' })
      .optional(),
    province_code: z
      .string()
      .regex(/^\d{6}$/, { error: 'storeProvinceInvalid' })
      .optional(),
    city_code: z
      .string()
      .regex(/^\d{6}$/, { error: 'storeCityInvalid' })
      .optional(),
    /** Only boutiques offering this service. */
    service: z
      .enum(['appointment', 'washing', 'personalisation'], { error: 'storeServiceInvalid' })
      .optional(),
  }),
});
