import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  CATALOGUE_FEED_MAX_BYTES,
  CATALOGUE_FEED_MAX_FILES,
  type CatalogueFeedInput,
  type CatalogueFeedReport,
  type CatalogueFeedSummary,
} from '../../../../contract/console-catalogue';
import { groupDigits } from '../../../../contract/numbers';
import { applyImport, FeedImportRefused, planImport } from '../../../catalogue/feed/apply';
import { knownSlugs } from '../../../catalogue/feed/known';
import type { FeedProblem } from '../../../catalogue/feed/model';
import { readFeed } from '../../../catalogue/feed/read';
import type { Db } from '../../../db/database';
import type { Lang } from '../../../lib/lang';
import { message } from '../../../messages';
import { tidySearchTables } from '../../../search/search-listing';
import { writeAudit, type Actor } from '../../staff';
import { inFileTurn } from './file-turn';
import { CatalogueRefusal, problemsIn } from './refusal';

// A feed folder uploaded in the console (docs/catalogue-feed.md): read, checked, planned and
// imported by the same functions as `npm run shop -- catalogue import`, all or nothing.

const checkedOf = (summary: CatalogueFeedSummary) =>
  createHash('sha256').update(JSON.stringify(summary)).digest('hex');

/** Each file's path inside the feed: a folder chosen whole arrives under its own name. */
function feedPaths(input: CatalogueFeedInput): string[] {
  const paths = input.files.map((f) => f.path.replace(/\\/g, '/').replace(/^\/+/, ''));
  for (const p of paths) {
    const parts = p.split('/');
    if (!p || parts.some((part) => part === '..' || part === '' || part === '.')) {
      throw new CatalogueRefusal('invalid', 'catalogueFeedPath', { path: p });
    }
  }
  const top = paths[0]?.split('/')[0];
  const wrapped = paths.every((p) => p.split('/')[0] === top && p.includes('/'));
  const atTop = paths.some((p) => /^catalogue\.(csv|xlsx)$/.test(p));
  return wrapped && !atTop ? paths.map((p) => p.slice((top?.length ?? 0) + 1)) : paths;
}

async function withFolder<T>(input: CatalogueFeedInput, read: (folder: string) => Promise<T>) {
  const size = input.files.reduce((sum, f) => sum + (f.content_base64.length * 3) / 4, 0);
  if (input.files.length > CATALOGUE_FEED_MAX_FILES || size > CATALOGUE_FEED_MAX_BYTES) {
    throw new CatalogueRefusal('invalid', 'catalogueFeedTooLarge', {
      files: CATALOGUE_FEED_MAX_FILES,
      max: CATALOGUE_FEED_MAX_BYTES / 1024 / 1024,
    });
  }
  const paths = feedPaths(input);
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'console-feed-'));
  try {
    for (const [i, file] of input.files.entries()) {
      const at = path.join(folder, paths[i] ?? '');
      await fs.mkdir(path.dirname(at), { recursive: true });
      await fs.writeFile(at, Buffer.from(file.content_base64, 'base64'));
    }
    return await read(folder);
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

/**
 * Checks a feed (a dry run: what importing it would change) or imports it, one catalogue file at
 * a time across the shop, with its audit row in the import's transaction.
 */
export async function catalogueFeed(
  db: Db,
  actor: Actor & { account: string },
  input: CatalogueFeedInput,
  lang: Lang,
  now: number,
): Promise<CatalogueFeedReport> {
  const refused = (problems: FeedProblem[]): CatalogueFeedReport => ({
    applied: false,
    msg: message(lang, 'catalogueFeedProblems', { count: groupDigits(problems.length) }),
    problems: problemsIn(lang, problems, true),
    summary: null,
    checked: '',
  });
  const options = { unlistMissing: input.unlist_missing, now };
  const done = await withFolder(input, async (folder) => {
    const reading = await readFeed(folder, await knownSlugs(db));
    if (!reading.ok) return refused(reading.problems);
    if (!input.apply) {
      const { problems, ...plan } = await planImport(db, reading.feed, options);
      if (problems.length) return refused(problems);
      return { summary: plan as CatalogueFeedSummary };
    }
    const afterwards = async (trx: Db, summary: CatalogueFeedSummary) => {
      if (checkedOf(summary) !== input.checked) {
        throw new CatalogueRefusal('conflict', 'catalogueFileStale');
      }
      const after = { pieces: summary.pieces, skus: summary.skus, unlisted: summary.unlisted };
      const audit = { action: 'catalogue.feed', recordType: 'catalogue_file', recordId: 'feed' };
      await writeAudit(trx, actor, { ...audit, before: null, after }, now);
    };
    try {
      const summary = await inFileTurn(db, actor.account, now, () =>
        applyImport(db, reading.feed, { ...options, releasePieces: true, afterwards }),
      );
      await tidySearchTables(db);
      return { summary: summary as CatalogueFeedSummary };
    } catch (error) {
      if (error instanceof FeedImportRefused) return refused(error.problems);
      throw error;
    }
  });
  if (!('summary' in done) || done.summary === null) return done as CatalogueFeedReport;
  return {
    applied: input.apply,
    msg: message(lang, input.apply ? 'catalogueFeedApplied' : 'catalogueFeedDryRun'),
    problems: [],
    summary: done.summary,
    checked: checkedOf(done.summary),
  };
}
