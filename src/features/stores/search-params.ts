import * as v from 'valibot';
import { token } from '../../lib/search-schema';

/**
 * The search parameters of /otherPages/boutique: the city whose boutiques are listed (its
 * GB/T 2260 code, which the router may read as a number); none means all cities.
 */
export const boutiqueSearchSchema = v.object({ city: token(/^\d{6}$/) });

export type BoutiqueSearch = v.InferOutput<typeof boutiqueSearchSchema>;
