// The topics' search schemas: the only part of the area in the app's first download.
import * as v from 'valibot';
import { rowId } from '../../lib/search-schema';

/** A campaign (homePage, advertisingHome); none is every campaign. */
export const campaignSearch = v.object({ id: rowId() });

/** A group's stories (waterfallList, advertisingWaterfall); none is every story. */
export const storiesSearch = v.object({ group_id: rowId() });

/** A story (details, advertisingDetails); none is every story. */
export const storySearch = v.object({ id: rowId() });

export type CampaignSearch = v.InferOutput<typeof campaignSearch>;
export type StoriesSearch = v.InferOutput<typeof storiesSearch>;
export type StorySearch = v.InferOutput<typeof storySearch>;
