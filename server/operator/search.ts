import { reindexSearch } from '../search/reindex';
import { tidySearchTables } from '../search/search-listing';
import { addSynonyms, removeSynonyms, SynonymRefused, synonymGroups } from '../search/synonyms';
import { silentProgress } from '../lib/progress';
import type { OperatorServices } from './services';
import { searchLogCommand } from './search-log';
import { columns, OperatorError } from './format';
import { groupDigits } from '../../contract/numbers';

export const SEARCH_USAGE = `  search reindex                            rebuild every piece's search words from the
                                            catalogue (the shop keeps serving meanwhile)
  search synonyms                           the groups of words that find the same pieces
  search synonyms add <word> <word> [...]   make words mean the same (joins the group
                                            one of them is in)
  search synonyms remove <word> [...]       take words out of their groups
  search log [--days N] [--limit N]         what shoppers searched for over the last N
                                            days (30; the log keeps 90): the top
                                            queries, those with no result, those whose
                                            results were never opened (20 of each)`;

async function reindexCommand(s: OperatorServices, args: string[]): Promise<string> {
  if (args.length) throw new OperatorError('usage: npm run shop -- search reindex');
  const started = performance.now();
  const { pieces, changed } = await reindexSearch(s.db, s.progress ?? silentProgress);
  await tidySearchTables(s.db);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return `search reindexed in ${seconds} s: ${groupDigits(pieces)} pieces, ${groupDigits(changed)} with words that changed`;
}

async function synonymsCommand(s: OperatorServices, [action, ...words]: string[]): Promise<string> {
  try {
    if (action === undefined) {
      const groups = await synonymGroups(s.db);
      if (!groups.length) return 'no synonyms';
      return columns(groups.map((g) => [String(g.id), g.words.join(' = ')]));
    }
    if (action === 'add') return `synonyms: ${(await addSynonyms(s.db, words)).join(' = ')}`;
    if (action === 'remove') {
      if (!words.length)
        throw new OperatorError('usage: npm run shop -- search synonyms remove <word> [...]');
      return `removed from the synonyms: ${(await removeSynonyms(s.db, words)).join(', ')}`;
    }
  } catch (error) {
    if (error instanceof SynonymRefused)
      throw new OperatorError(`${error.message}: nothing changed`);
    throw error;
  }
  throw new OperatorError(`unknown action "${action}"\n${SEARCH_USAGE}`);
}

/** `search <action> …`: null when the action is unknown. */
export async function searchCommand(
  s: OperatorServices,
  action: string,
  args: string[],
): Promise<string | null> {
  if (action === 'reindex') return reindexCommand(s, args);
  if (action === 'synonyms') return synonymsCommand(s, args);
  if (action === 'log') return searchLogCommand(s, args);
  return null;
}
