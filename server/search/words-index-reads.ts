import { sql } from 'kysely';
import { readsByIndexesOf, type Db } from '../db/database';
import { isPostgres } from './query';

/**
 * Runs a search's reads of PostgreSQL's search_listing with sequential scans ruled out. Its
 * statistics take a word's synonyms, pinyin and places for independent words, so PostgreSQL
 * expects several times the pieces a search finds and would read every row and test its words
 * (160 ms at 100,000 pieces) instead of asking the words' index (10–25 ms). The reads go to
 * connections set so (readsByIndexesOf) rather than to a transaction of their own, which would
 * cost three more round trips; in a transaction, the rest of it reads so too. SQLite reads as
 * asked.
 */
export async function readByWordsIndex<T>(db: Db, read: (db: Db) => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return read(db);
  const indexed = readsByIndexesOf(db);
  if (indexed) return read(indexed);
  // A transaction's reads stay in it.
  const ruled = async (trx: Db) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    return read(trx);
  };
  return db.isTransaction ? ruled(db) : db.transaction().execute(ruled);
}
