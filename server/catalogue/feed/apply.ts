import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/database';
import { feedPromotionsIn } from '../sync/promotion-prices';
import {
  createContext,
  inChunks,
  REFERENCE_KINDS,
  type ImportContext,
  type ImportOptions,
  type ImportSummary,
  type Reference,
} from './apply-context';
import { applyCollocations } from './apply-collocations';
import { readExisting } from './apply-existing';
import { importChunk } from './apply-pieces';
import { statisticsKeeper } from './apply-statistics';
import { applyReference } from './apply-reference';
import type { Feed, FeedPiece, FeedProblem } from './model';
import { refreshSearchIndex } from './apply-search';
import { refreshListing } from '../listing';

export type { ImportOptions, ImportSummary } from './apply-context';

/** Pieces read and written together: a few queries each, whatever the size of the feed. */
const CHUNK = 500;

/** What an import would do, and what the shop refuses of the feed (nothing when empty). */
export interface ImportPlan extends ImportSummary {
  problems: FeedProblem[];
}

/** An import refused: nothing was written. */
export class FeedImportRefused extends Error {
  constructor(readonly problems: FeedProblem[]) {
    super(`the shop refused the feed: ${problems.length} problem(s)`);
    this.name = 'FeedImportRefused';
  }
}

const count = (n: number) => n.toLocaleString('en-US');

/** Takes the pieces on sale that the feed does not list off sale (in a plan, counts them). */
async function unlistMissing(ctx: ImportContext): Promise<void> {
  const onSale = await ctx.db
    .selectFrom('goods')
    .select(['id', 'sn'])
    .where('on_sale', '=', 1)
    .execute();
  const missing = onSale.filter((g) => !ctx.pieceIds.has(g.sn)).map((g) => g.id);
  ctx.summary.unlisted = missing.length;
  if (!ctx.write) return;
  for (const id of missing) ctx.stale.add(id);
  for (const part of inChunks(missing)) {
    await ctx.db.updateTable('goods').set({ on_sale: 0 }).where('id', 'in', part).execute();
  }
}

/**
 * Takes the database for the import before its first read. On PostgreSQL, a second import waits
 * for the first to end (both would otherwise insert the same new pieces), then compares with
 * what it wrote. On SQLite the transaction holds the one write turn from its start.
 * PostgreSQL would also compile each batch's larger queries to machine code (JIT), which costs
 * more than the query it speeds: the import turns that off for its transaction.
 */
async function takeDatabase(trx: Db): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    const key = sql`hashtext('catalogue import: ' || current_schema())`;
    await sql`select pg_advisory_xact_lock(${key})`.execute(trx);
    await sql`set local jit = off`.execute(trx);
  }
}

/** The feed's pieces in chunks, each let go once written (taken out of the feed, if asked). */
function pieceChunks(ctx: ImportContext, options: ImportOptions): (FeedPiece[] | undefined)[] {
  const pieces = ctx.write && options.releasePieces ? ctx.feed.pieces.splice(0) : ctx.feed.pieces;
  return inChunks(pieces, CHUNK);
}

async function run(ctx: ImportContext, options: ImportOptions): Promise<Reference> {
  const ref = await applyReference(ctx);
  const { reference } = ctx.summary;
  const touched = REFERENCE_KINDS.reduce((n, k) => n + reference[k].new + reference[k].changed, 0);
  ctx.progress.say(`reference files: ${count(touched)} rows new or changed`);
  const total = ctx.feed.pieces.length;
  const chunks = pieceChunks(ctx, options);
  const read = (index: number) => {
    const chunk = chunks[index];
    if (!chunk) return null;
    const reading = readExisting(ctx.db, chunk);
    reading.catch(() => undefined); // told when awaited; the import may end before that
    return reading;
  };
  const statistics = statisticsKeeper(ctx);
  let next = read(0);
  for (let index = 0; index < chunks.length; index++) {
    const [chunk, existing] = [chunks[index], await next];
    if (!chunk || !existing) break;
    // The next chunk is read while this one is checked and written: the database works on one
    // while the import works on the other. Their pieces, SKU codes and pictures are others.
    next = read(index + 1);
    await importChunk(ctx, ref, chunk, existing);
    chunks[index] = undefined;
    await statistics.afterChunk();
    ctx.progress.advance('pieces', Math.min((index + 1) * CHUNK, total), total);
  }
  await statistics.atEnd();
  if (ctx.feed.collocations) {
    await applyCollocations(ctx);
    ctx.progress.say(`matches: ${count(ctx.summary.collocations)} pieces change`);
  }
  if (options.unlistMissing) {
    await unlistMissing(ctx);
    ctx.progress.say(`pieces absent from the feed: ${count(ctx.summary.unlisted)} off sale`);
  }
  if (ctx.write && ref.promotionsTouched.length) {
    const repriced = await feedPromotionsIn(ctx.db, ref.promotionsTouched);
    ctx.progress.say(`promotions: ${count(repriced)} SKUs priced by their promotion's discount`);
  }
  if (ctx.write) {
    const indexed = await refreshSearchIndex(ctx, ref);
    ctx.progress.say(`search: ${count(indexed)} pieces' words written`);
    const { categories } = ctx.summary.reference;
    // A category moved under another changes the lists of every piece below it.
    const listed =
      categories.new + categories.changed > 0
        ? await allGoods(ctx.db)
        : [...ctx.stale, ...ctx.restocked];
    const relisted = await refreshListing(ctx.db, listed);
    ctx.progress.say(`lists: ${count(relisted)} pieces' rows written`);
    await statistics.afterDerived();
  }
  return ref;
}

async function allGoods(db: Db): Promise<number[]> {
  return (await db.selectFrom('goods').select('id').execute()).map((g) => g.id);
}

/** What importing the feed would do, without changing anything. */
export async function planImport(db: Db, feed: Feed, options: ImportOptions): Promise<ImportPlan> {
  const ctx = createContext(db, feed, false, options);
  await run(ctx, options);
  return { ...ctx.summary, problems: ctx.problems };
}

/**
 * Imports a checked feed in one transaction: everything or, on a problem or an error, nothing.
 * Only what differs is written, so importing the same feed again changes no row.
 * Throws FeedImportRefused with every problem found when the shop cannot take the feed.
 */
export async function applyImport(
  db: Db,
  feed: Feed,
  options: ImportOptions,
): Promise<ImportSummary> {
  return db.transaction().execute(async (trx) => {
    await takeDatabase(trx);
    const { summary } = await importFeedInto(trx, feed, options);
    await options.afterwards?.(trx, summary);
    return summary;
  });
}

/** What an import did, with the ids the shop has for the feed's reference rows and pieces. */
export interface ImportResult {
  summary: ImportSummary;
  reference: Reference['ids'];
  /** Goods ids by sn. */
  pieces: Map<string, number>;
}

/**
 * The import's steps inside the caller's transaction, which must hold the database as
 * applyImport does (the demo seed imports within its own). Throws FeedImportRefused with every
 * problem found when the shop cannot take the feed.
 */
export async function importFeedInto(
  trx: Db,
  feed: Feed,
  options: ImportOptions,
): Promise<ImportResult> {
  const ctx = createContext(trx, feed, true, options);
  const ref = await run(ctx, options);
  if (ctx.problems.length) throw new FeedImportRefused(ctx.problems);
  return { summary: ctx.summary, reference: ref.ids, pieces: ctx.pieceIds };
}
