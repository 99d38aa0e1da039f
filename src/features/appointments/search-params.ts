/** The search parameters of the washing pages. */
export interface WashingSearch {
  /** The care service (washingDetail, washingStore) or the appointment (washingSuccess). */
  id?: number;
  /** washingStore: the city whose boutiques are listed. */
  city?: string;
}

const MAX_ID = 2_147_483_647;
const CITY_CODE = /^\d{6}$/;

/** Keeps what is valid in the address bar and drops the rest. */
export function validateWashingSearch(raw: Record<string, unknown>): WashingSearch {
  const id = typeof raw.id === 'string' && /^\d+$/.test(raw.id) ? Number(raw.id) : raw.id;
  const city = typeof raw.city === 'number' ? String(raw.city) : raw.city;
  return {
    id: typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= MAX_ID ? id : undefined,
    city: typeof city === 'string' && CITY_CODE.test(city) ? city : undefined,
  };
}
