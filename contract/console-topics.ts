// The console's campaigns and articles (/admin/api/content/topics…): edited in both languages,
// previewed as the shop shows them, shown from their publication date.

import type { ContentLang, StoredPicture } from './console-content';
import type { TopicNews, TopicPage } from './topic';

export const TOPIC_BLOCK_TYPES = ['text', 'picture', 'goods', 'news'] as const;
export type TopicBlockType = (typeof TOPIC_BLOCK_TYPES)[number];

/** Characters of an article's body (HTML), before it is cleaned. */
export const TOPIC_NEWS_BODY_MAX = 50_000;

/** Where shoppers stand with a campaign or an article. */
export type TopicState = 'hidden' | 'scheduled' | 'published';

export const topicState = (enabled: boolean, publishedAt: number, now: number): TopicState =>
  !enabled ? 'hidden' : publishedAt > now ? 'scheduled' : 'published';

/** A block's words in one language; each type uses some of them. */
export interface TopicBlockWords {
  title: string;
  text: string;
  caption: string;
  button: string;
}

/**
 * One block of a campaign as the team edits it: text (title, text), picture (picture, caption),
 * goods (style numbers, title) or news (a group's newest articles: group, title, button).
 */
export interface ConsoleTopicBlock {
  type: TopicBlockType;
  picture: StoredPicture | null;
  goods_sns: string[];
  group_id: number | null;
  words: Record<ContentLang, TopicBlockWords>;
}

export interface TopicPageWords {
  title: string;
  subtitle: string;
  summary: string;
}

export interface TopicPageFields {
  slug: string;
  group_id: number | null;
  words: Record<ContentLang, TopicPageWords>;
  hero: StoredPicture;
  mobile_hero: StoredPicture;
  /** Epoch ms: shown from then on. */
  published_at: number;
  enabled: boolean;
  sort: number;
  blocks: ConsoleTopicBlock[];
}

export interface ConsoleTopicPage extends TopicPageFields {
  id: number;
  version: number;
}

/** Saving a campaign over the version it was read at (none for a new one). */
export interface TopicPageBody extends TopicPageFields {
  version?: number;
}

export interface TopicNewsWords {
  title: string;
  summary: string;
  /** HTML, cleaned as the shop shows it. */
  body: string;
}

export interface TopicNewsFields {
  slug: string;
  group_id: number;
  cover: StoredPicture;
  words: Record<ContentLang, TopicNewsWords>;
  goods_sns: string[];
  published_at: number;
  enabled: boolean;
}

export interface ConsoleTopicNews extends TopicNewsFields {
  id: number;
  version: number;
}

export interface TopicNewsBody extends TopicNewsFields {
  version?: number;
}

export interface ConsoleTopicPageEntry {
  id: number;
  slug: string;
  version: number;
  titles: Record<ContentLang, string>;
  group_id: number | null;
  published_at: number;
  enabled: boolean;
  state: TopicState;
  sort: number;
  blocks: number;
}

export interface ConsoleTopicNewsEntry {
  id: number;
  slug: string;
  version: number;
  titles: Record<ContentLang, string>;
  group_id: number;
  published_at: number;
  enabled: boolean;
  state: TopicState;
}

export interface ConsoleTopicGroup {
  id: number;
  slug: string;
  names: Record<ContentLang, string>;
  enabled: boolean;
  news: ConsoleTopicNewsEntry[];
}

export interface TopicGroupWords {
  name: string;
  description: string;
}

/** A collection of stories as the team edits it; shoppers see it at its stories' page. */
export interface TopicGroupFields {
  slug: string;
  words: Record<ContentLang, TopicGroupWords>;
  sort: number;
  enabled: boolean;
}

export interface ConsoleTopicGroupDetails extends TopicGroupFields {
  id: number;
  version: number;
}

/** Saving a collection over the version it was read at (none for a new one). */
export interface TopicGroupBody extends TopicGroupFields {
  version?: number;
}

/** The campaigns, and the articles by group. */
export interface ConsoleTopics {
  pages: ConsoleTopicPageEntry[];
  groups: ConsoleTopicGroup[];
}

/** A campaign as a shopper would be served it, in each language; nothing written. */
export interface TopicPagePreview {
  texts: Record<ContentLang, TopicPage>;
}

export interface TopicNewsPreview {
  texts: Record<ContentLang, TopicNews>;
  /** Whether the cleaning left some of the body out. */
  left_out: boolean;
}

/** The shop's campaign or article page opened in this mode shows what the console left for it. */
export const TOPIC_PREVIEW_PARAM = 'preview';
export const TOPIC_PAGE_PREVIEW = 'topic';
export const TOPIC_NEWS_PREVIEW = 'topic-news';

/** Where the console leaves a previewed campaign or article (the tab's session storage). */
export const topicPreviewKey = (kind: 'topic' | 'topic-news', lang: string) =>
  `${kind}-preview:${lang}`;
