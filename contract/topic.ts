import { z } from 'zod';
import { defineCall, pageParam } from './call';
import type { GoodsCard, Pagination, Picture } from './catalogue';

// Campaigns (topic pages), their groups of articles and the articles (spec §7 api/kc/topic-*).
// Public, language-dependent and cacheable: nothing here depends on the caller. Only enabled
// and published content is shown, and only goods on sale.

/** A campaign as a list shows it. */
export interface TopicPageCard {
  id: number;
  title: string;
  subtitle: string;
  summary: string;
  hero: Picture;
  mobile_hero: Picture;
  /** Epoch ms. */
  published_at: number;
}

/** An article as the waterfall and a campaign's news block show it. */
export interface TopicNewsCard {
  id: number;
  group_id: number;
  title: string;
  summary: string;
  cover: Picture;
  published_at: number;
}

export type TopicBlock =
  | { id: number; type: 'text'; title: string; text: string }
  | { id: number; type: 'picture'; picture: Picture; caption: string }
  | { id: number; type: 'goods'; title: string; goods: GoodsCard[] }
  | {
      id: number;
      type: 'news';
      group_id: number;
      title: string;
      button: string;
      /** The group's newest articles. */
      news: TopicNewsCard[];
    };

export interface TopicGroupRef {
  id: number;
  name: string;
}

export interface TopicPage extends TopicPageCard {
  /** The campaign's group of articles (its waterfall); null when it has none. */
  group: TopicGroupRef | null;
  blocks: TopicBlock[];
}

export interface TopicGroup extends TopicGroupRef {
  description: string;
  news_count: number;
  /** The campaign the group belongs to, if any. */
  topic_page_id: number | null;
}

export interface TopicNews extends TopicNewsCard {
  /** Rich HTML, already cleaned by the server (clean it again before showing it). */
  body: string;
  group: TopicGroupRef;
  topic_page_id: number | null;
  /** Related goods on sale, in the editor's order. */
  goods: GoodsCard[];
}

/** A campaign's, group's or article's id; anything else is refused with one clear message. */
const topicId = z.coerce
  .number({ error: 'topicIdInvalid' })
  .int({ error: 'topicIdInvalid' })
  .positive({ error: 'topicIdInvalid' })
  .max(2_147_483_647, { error: 'topicIdInvalid' });

/** Every published campaign, newest first (the campaigns page when no id is given). */
export const topicPageList = defineCall<{ list: TopicPageCard[] }>()({
  r: 'api/kc/topic-page/list',
  method: 'GET',
  input: z.object({}),
});

export const topicPageShow = defineCall<TopicPage>()({
  r: 'api/kc/topic-page/show',
  method: 'GET',
  input: z.object({ id: topicId }),
});

export const topicGroupShow = defineCall<TopicGroup>()({
  r: 'api/kc/topic-group/show',
  method: 'GET',
  input: z.object({ id: topicId }),
});

/** A group's articles (or every group's, without group_id), newest first, a page at a time. */
export const topicNewsList = defineCall<{ list: TopicNewsCard[]; pagination: Pagination }>()({
  r: 'api/kc/topic-news/list',
  method: 'GET',
  input: z.object({
    group_id: topicId.optional(),
    page: pageParam,
    page_size: z.coerce.number().int().min(1).max(40).default(12),
  }),
});

export const topicNewsShow = defineCall<TopicNews>()({
  r: 'api/kc/topic-news/show',
  method: 'GET',
  input: z.object({ id: topicId }),
});
