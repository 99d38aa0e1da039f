import { describe, expect, it } from 'vitest';
import type { TopicNewsCard } from '../../../contract/topic';
import { formatPublished, masonry, waterfallColumns } from './model';
import * as v from 'valibot';
import { campaignSearch, storiesSearch } from './search-params';

const card = (id: number, height: number): TopicNewsCard => ({
  id,
  group_id: 1,
  title: `Story ${id}`,
  summary: '',
  cover: { src: '', srcset: '', width: 1000, height },
  published_at: 0,
});

describe('the waterfall', () => {
  it('puts each article under the shortest column, in order', () => {
    const items = [card(1, 1500), card(2, 1000), card(3, 1000), card(4, 1250)];
    expect(masonry(items, 2).map((column) => column.map((c) => c.id))).toEqual([
      [1, 4],
      [2, 3],
    ]);
  });

  it('only adds to the bottoms when a page arrives', () => {
    const first = [card(1, 1250), card(2, 1000), card(3, 1500), card(4, 1000), card(5, 1250)];
    const more = [...first, card(6, 1000), card(7, 1500), card(8, 1250)];
    const before = masonry(first, 3);
    const after = masonry(more, 3);
    before.forEach((column, i) => expect(after[i]?.slice(0, column.length)).toEqual(column));
    expect(after.flat()).toHaveLength(8);
  });

  it('has two columns on a phone and three or four on a wide screen', () => {
    expect(waterfallColumns(false, 390)).toBe(2);
    expect(waterfallColumns(true, 1280)).toBe(3);
    expect(waterfallColumns(true, 1600)).toBe(4);
    expect(masonry([card(1, 1000)], 0)).toEqual([[card(1, 1000)]]);
  });
});

describe('the campaigns’ addresses', () => {
  it('keep well-formed ids only', () => {
    expect(v.parse(campaignSearch, { id: 12, group_id: '3' })).toEqual({ id: 12 });
    expect(v.parse(storiesSearch, { id: 12, group_id: '3' })).toEqual({ group_id: 3 });
    for (const bad of [0, -1, 1.5, 'x', '1e3', 3_000_000_000, null, [1]]) {
      expect(v.parse(campaignSearch, { id: bad })).toEqual({ id: undefined });
    }
  });

  it('write the day in the shopper’s language', () => {
    const day = Date.UTC(2026, 10, 20, 2);
    expect(formatPublished(day, 'zh-CN')).toBe('2026年11月20日');
    expect(formatPublished(day, 'en')).toBe('November 20, 2026');
  });
});
