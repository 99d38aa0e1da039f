// The documents' search schema: the only part of the area in the app's first download.
import * as v from 'valibot';
import { matching } from '../../lib/search-schema';

/** richText: the document it shows, by its code. */
export const richTextSearch = v.object({ code: matching(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/) });

export type RichTextSearch = v.InferOutput<typeof richTextSearch>;
