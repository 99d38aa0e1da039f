import { beforeAll, describe, expect, it } from 'vitest';
import { categoryNameFor, categoryNameWords, joinedKinds, kindsOfGroups } from './category-kinds';
import { createWordSplitter, type WordSplitter } from './words';

describe('the kinds of piece a category is named for', () => {
  let splitter: WordSplitter;
  const groups = [
    { id: 10, words: ['半身裙', '半裙', 'skirt'] },
    { id: 12, words: ['长裤', '裤子', 'trouser'] },
  ];
  beforeAll(async () => {
    splitter = await createWordSplitter(['半裙与长裤', '百褶半裙', '外套']);
  });
  const forPiece = (category: string, pieceName: string) =>
    categoryNameFor(category, splitter.words(pieceName), kindsOfGroups(groups, splitter), splitter);

  it('gives a piece the kind its name says, by any word of its synonyms, and sets the other aside', () => {
    expect(forPiece('半裙与长裤', '百褶半裙 Pleated Skirt')).toEqual({
      held: ['半裙', 'banqun', 'bq', '半裙长裤'],
      maybe: [],
      setAside: ['长裤'],
    });
    expect(forPiece('Skirts & Trousers', 'Wool Wide-Leg Trousers')).toEqual({
      held: ['trouser', 'skirttrouser'],
      maybe: [],
      setAside: ['skirt'],
    });
  });

  it('leaves a piece whose name says no kind as maybe either, found by the whole name', () => {
    expect(forPiece('Skirts & Trousers', 'Straight-Leg Jeans')).toEqual({
      held: ['skirttrouser'],
      maybe: ['skirt', 'trouser'],
      setAside: [],
    });
  });

  it('gives a name of one kind whole, with its pinyin', () => {
    expect(forPiece('外套', '羊绒大衣')).toEqual({
      held: ['外套', 'waitao', 'wt'],
      maybe: [],
      setAside: [],
    });
  });

  it('joins the kinds however they are joined, and knows no kinds in a name of one', () => {
    const joined = { joined: 'skirttrouser', words: ['skirt', 'trouser'] };
    expect(joinedKinds('Skirts & Trousers', splitter)).toEqual(joined);
    expect(joinedKinds('skirts and trousers', splitter)).toEqual(joined);
    expect(joinedKinds('Skirts/Trousers', splitter)).toEqual(joined);
    expect(joinedKinds('半裙与长裤', splitter)?.joined).toBe('半裙长裤');
    expect(joinedKinds('外套', splitter)).toBeNull();
    expect(joinedKinds('Small Leather Goods', splitter)).toBeNull();
  });

  it('names a category by a word of one kind, in either language or pinyin, not by a part of a longer name', () => {
    const words = categoryNameWords(['外套', 'Coats & Jackets', 'Small Leather Goods'], splitter);
    expect([...words].sort()).toEqual(['coat', 'jacket', 'waitao', '外套']);
  });
});
