import type { FeedContext } from './folder';
import type { FeedCategory } from './model';
import { said, type ProblemWords } from './problem-words';
import { readDefinitions, sort, texts, type Definitions } from './references';
import type { SlugBook } from './slugs';
import { slug } from './values';

const FILE = 'categories.csv';

/** A parent chain that comes back to where it started, within the file: a → b → a. */
function loopFrom(start: string, parents: ReadonlyMap<string, string | null>): string[] | null {
  const chain = [start];
  for (let parent = parents.get(start); parent != null; parent = parents.get(parent)) {
    if (parent === start) return [...chain, start];
    if (chain.includes(parent)) return null;
    chain.push(parent);
  }
  return null;
}

/** Each category's parent must exist, in the file or in the shop, and no parent chain loops. */
export function checkParents(
  context: FeedContext,
  read: Definitions<FeedCategory>,
  slugs: SlugBook,
): void {
  const parents = new Map(read.entries.map((category) => [category.slug, category.parent]));
  const looped = new Set<string>();
  for (const category of read.entries) {
    const line = read.lines.get(category.slug) ?? null;
    const report = (words: ProblemWords) => context.problems.add(FILE, line, 'parent', words);
    if (category.parent !== null && !slugs.has('categories', category.parent)) {
      report(slugs.unknown('categories', category.parent));
    }
    if (looped.has(category.slug)) continue;
    const loop = loopFrom(category.slug, parents);
    if (loop === null) continue;
    for (const member of loop) looped.add(member);
    report(said('parentLoop', { loop: loop.join(' → ') }));
  }
}

export function readCategories(context: FeedContext): Promise<Definitions<FeedCategory> | null> {
  const columns = ['slug', 'parent', 'name_cn', 'name_en', 'sort'] as const;
  return readDefinitions(context, FILE, columns, (row) => {
    const parent = row.optional('parent', slug);
    const name = texts(row, 'name_cn', 'name_en');
    const order = row.optional('sort', sort);
    if (parent === undefined || name === undefined || order === undefined) return undefined;
    return { parent, name, sort: order ?? 0 };
  });
}
