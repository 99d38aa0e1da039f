import * as v from 'valibot';
import { MAX_ID, wholeNumber, wholeNumberValue } from '../../lib/search-schema';

const MAX_PAGE = 1000;

/** The search parameters of /personalizedList: the page of pieces, left out when it is 1. */
export const personalisedListSearchSchema = v.object({ page: wholeNumber(2, MAX_PAGE) });

/** The search parameters of /personalizedList/detail; `goods_id` is 0 when missing or invalid. */
export const personalisedDetailSearchSchema = v.object({
  goods_id: v.fallback(wholeNumberValue(1, MAX_ID), 0),
});

export type PersonalisedListSearch = v.InferOutput<typeof personalisedListSearchSchema>;
export type PersonalisedDetailSearch = v.InferOutput<typeof personalisedDetailSearchSchema>;
