/** The search parameters of /otherPages/boutique (and its phone and desktop twins). */
export interface BoutiqueSearch {
  /** The city whose boutiques are listed (GB/T 2260 code); none means all cities. */
  city?: string;
}

const CITY_CODE = /^\d{6}$/;

/** Keeps a well-formed city code and drops anything else (all cities). */
export function validateBoutiqueSearch(search: Record<string, unknown>): BoutiqueSearch {
  const city = search.city;
  // The router reads an all-digit value as a number.
  const code = typeof city === 'number' && Number.isInteger(city) ? String(city) : city;
  // Said even when undefined: the router keeps the address's own value of a key left out.
  return { city: typeof code === 'string' && CITY_CODE.test(code) ? code : undefined };
}
