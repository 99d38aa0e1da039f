import { WORD_PLACES } from '../../contract/search-words';
import type { Db } from '../db/database';
import { currentVocabulary } from './shop-vocabulary';

/**
 * Each piece's search words as its list card carries them (GoodsCard.words): by where the piece
 * holds them, with the words they mean the same as, each word once in the best place, then the
 * words naming its category. A device searches the cards it has stored with them when it is
 * offline.
 */
export async function cardWords(db: Db, goodsIds: readonly number[]): Promise<Map<number, string>> {
  if (goodsIds.length === 0) return new Map();
  const [rows, vocabulary] = await Promise.all([
    db
      .selectFrom('goods_search')
      .select(['goods_id', ...WORD_PLACES])
      .where('goods_id', 'in', [...goodsIds])
      .execute(),
    currentVocabulary(db),
  ]);
  return new Map(
    rows.map((row) => {
      const seen = new Set<string>();
      const places = WORD_PLACES.map((place) => {
        const words = row[place]
          .split(' ')
          .filter(Boolean)
          .flatMap((word) => vocabulary.heldSynonymsOf(word));
        return words.filter((word) => !seen.has(word) && seen.add(word)).join(' ');
      });
      const categoryWords = row.category
        .split(' ')
        .filter((word) => word && vocabulary.namesCategory(word));
      return [row.goods_id, [...places, [...new Set(categoryWords)].join(' ')].join('|')];
    }),
  );
}
