import type { Generated } from 'kysely';
import type { Id, Text } from './schema';

// The tables of migration topics (see server/db/migrations).

export interface TopicGroupTable {
  id: Id;
  slug: string;
  sort: Generated<number>;
  enabled: Generated<number>;
  /** Raised by each save from the console (migration 0046). */
  version: Generated<number>;
}

export interface TopicPageTable {
  id: Id;
  slug: string;
  topic_group_id: number | null;
  hero_path: string;
  hero_width: number;
  hero_height: number;
  mobile_hero_path: string;
  mobile_hero_width: number;
  mobile_hero_height: number;
  /** Epoch ms: shown from then on. */
  published_at: number;
  sort: Generated<number>;
  enabled: Generated<number>;
  /** Raised by each save from the console (migration 0044). */
  version: Generated<number>;
}

export interface TopicBlockTable {
  id: Id;
  topic_page_id: number;
  sort: Generated<number>;
  type: string;
  /** JSON, the same in every language. */
  config: Generated<string>;
}

export interface TopicNewsTable {
  id: Id;
  slug: string;
  topic_group_id: number;
  cover_path: string;
  cover_width: number;
  cover_height: number;
  /** JSON array of goods ids. */
  goods_ids: Generated<string>;
  published_at: number;
  enabled: Generated<number>;
  /** Raised by each save from the console (migration 0044). */
  version: Generated<number>;
}

export interface TopicTables {
  topic_group: TopicGroupTable;
  topic_group_text: Text<'topic_group', 'name' | 'description'>;
  topic_page: TopicPageTable;
  topic_page_text: Text<'topic_page', 'title' | 'subtitle' | 'summary'>;
  topic_block: TopicBlockTable;
  /** content: JSON of the block's words. */
  topic_block_text: Text<'topic_block', 'content'>;
  topic_news: TopicNewsTable;
  topic_news_text: Text<'topic_news', 'title' | 'summary' | 'body'>;
}
