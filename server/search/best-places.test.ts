import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { narrowedToBestPlaces } from './best-places';
import type { QueryGroup } from './query';
import { SQLITE_LEVELS, type RankDialect } from './rank-levels';

// The narrowing asks the same questions and comes out the same whether the shop answers them one
// by one (SQLite) or every question it could ask at once (PostgreSQL's bits), and asks one by one
// only what the answers at once could not tell.

type Question = (dialect: RankDialect) => string;

const word = (typed: string, namesCategory = false): QueryGroup => ({
  typed,
  alternatives: [[[typed]]],
  namesCategory,
});

/** A shop whose answer to each question is fixed by the question, as a real shop's is. */
const shopAnswering = (seed: number) => (question: Question) =>
  (createHash('sha256')
    .update(`${seed}${question(SQLITE_LEVELS)}`)
    .digest()[0] ?? 0) %
    2 ===
  0;

describe('the narrowing of a search of several words', () => {
  const searches = [
    [word('cashmere'), word('coat', true)],
    [word('black'), word('wool'), word('coat', true)],
    [word('a'), word('b'), word('c'), word('d')],
    [word('a'), word('b'), word('c'), word('d'), word('e')],
  ];

  it('comes out the same asked at once as asked one by one', async () => {
    for (const groups of searches) {
      for (let seed = 0; seed < 24; seed++) {
        const answer = shopAnswering(seed);
        const oneByOne: string[] = [];
        const each = async (question: Question) => {
          oneByOne.push(question(SQLITE_LEVELS));
          return answer(question);
        };
        const alone = await narrowedToBestPlaces(groups, { each });
        const asked: string[] = [];
        const atOnce = await narrowedToBestPlaces(groups, {
          early: async (questions) => questions.map(answer),
          each: async (question) => {
            asked.push(question(SQLITE_LEVELS));
            return answer(question);
          },
        });
        expect(atOnce).toEqual(alone);
        // Up to four words, nothing is left to ask one by one.
        expect(asked).toEqual(groups.length <= 4 ? [] : oneByOne);
        expect(oneByOne.length).toBeGreaterThan(0);
      }
    }
  });

  it('asks one by one what the answers at once could not tell', async () => {
    const groups = searches[1] ?? [];
    const answer = shopAnswering(3);
    const each = async (question: Question) => answer(question);
    const alone = await narrowedToBestPlaces(groups, { each });
    const asked: string[] = [];
    const untold = await narrowedToBestPlaces(groups, {
      early: async (questions) => questions.map(() => null),
      each: async (question) => {
        asked.push(question(SQLITE_LEVELS));
        return answer(question);
      },
    });
    expect(untold).toEqual(alone);
    expect(asked).toHaveLength(3);
  });

  it('leaves a search of one word as typed, asking nothing', async () => {
    const groups = [word('cashmere')];
    const never = async () => {
      throw new Error('asked');
    };
    expect(await narrowedToBestPlaces(groups, { early: never, each: never })).toEqual(groups);
  });
});
