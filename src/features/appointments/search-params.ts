// The washing pages' search schemas: the only part of the area in the app's first download.
import * as v from 'valibot';
import { rowId } from '../../lib/search-schema';

/** washingDetail and washingStore: the care service shown or booked. */
export const careSearch = v.object({ id: rowId() });

/** washingSuccess: the appointment just booked. */
export const bookedSearch = v.object({ id: rowId() });

export type CareSearch = v.InferOutput<typeof careSearch>;
export type BookedSearch = v.InferOutput<typeof bookedSearch>;
