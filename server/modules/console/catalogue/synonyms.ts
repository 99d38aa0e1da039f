import type { Db } from '../../../db/database';
import { addSynonyms, removeSynonyms, SynonymRefused } from '../../../search/synonyms';
import { writeAudit, type Actor } from '../../staff';
import { CatalogueRefusal } from './refusal';

// The search's synonyms, changed in the console by the same functions as `npm run shop -- search
// synonyms …`, each change audited in its transaction.

/** The search's refusal in the console's words. */
function refusalOf(error: SynonymRefused): CatalogueRefusal {
  const [a = '', b = ''] = error.words;
  switch (error.reason) {
    case 'too_long':
      return new CatalogueRefusal('invalid', 'synonymTooLong', { word: a });
    case 'not_one_word':
      return new CatalogueRefusal('invalid', 'synonymNotOneWord', { word: a });
    case 'too_few':
      return new CatalogueRefusal('invalid', 'synonymTooFew');
    case 'two_groups':
      return new CatalogueRefusal('conflict', 'synonymTwoGroups', { a, b });
    case 'unknown':
      return new CatalogueRefusal('not_found', 'synonymUnknown', { word: error.words.join('”“') });
  }
}

export async function changeSynonyms(
  db: Db,
  actor: Actor,
  change: 'add' | 'remove',
  words: string[],
  now: number,
): Promise<string[]> {
  const record = (trx: Db, changed: string[]) =>
    writeAudit(
      trx,
      actor,
      {
        action: change === 'add' ? 'catalogue.synonyms_added' : 'catalogue.synonyms_removed',
        recordType: 'search_synonym',
        recordId: words.join(' '),
        before: change === 'remove' ? { words: changed } : null,
        after: change === 'add' ? { words: changed } : null,
      },
      now,
    );
  try {
    return await (change === 'add' ? addSynonyms : removeSynonyms)(db, words, record);
  } catch (error) {
    if (error instanceof SynonymRefused) throw refusalOf(error);
    throw error;
  }
}
