import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  applyImport,
  FeedImportRefused,
  planImport,
  type ImportSummary,
} from '../catalogue/feed/apply';
import { knownSlugs } from '../catalogue/feed/known';
import type { FeedProblem } from '../catalogue/feed/model';
import { silentProgress } from '../lib/progress';
import { readFeed } from '../catalogue/feed/read';
import type { OperatorServices } from './services';
import { exportCommand, EXPORT_USAGE } from './catalogue-export';
import { pricesCommand, stockCommand, SYNC_USAGE } from './catalogue-sync';
import { count, feedRefusal } from './feed-refusal';
import { byAction, OperatorError } from './format';
import { tidySearchTables } from '../search/search-listing';

export const CATALOGUE_USAGE = `  catalogue import <folder> [--dry-run] [--unlist-missing]
                                            load the catalogue feed in a folder
                                            (docs/catalogue-feed.md), all or nothing;
                                            --dry-run tells what would change,
                                            --unlist-missing takes pieces the feed
                                            does not list off sale
${SYNC_USAGE}
${EXPORT_USAGE}`;

const IMPORT_FORM = 'catalogue import <folder> [--dry-run] [--unlist-missing]';
const OPTIONS = ['--dry-run', '--unlist-missing'];

const refusal = (problems: FeedProblem[]) =>
  feedRefusal(problems, 'the feed', 'nothing was imported');

/** The summary's lines: what changed, or would change. */
function summaryLines(summary: ImportSummary): string[] {
  const { pieces, skus, reference } = summary;
  const changedFiles = Object.entries(reference).flatMap(([file, n]) =>
    n.new + n.changed > 0 ? [`${file} ${count(n.new)} new, ${count(n.changed)} changed`] : [],
  );
  return [
    `  pieces     ${count(pieces.new)} new, ${count(pieces.changed)} changed, ${count(pieces.unchanged)} unchanged`,
    `  SKUs       ${count(skus.new)} new, ${count(skus.changed)} changed, ${count(skus.unchanged)} unchanged, ` +
      `${count(skus.emptied)} no longer listed (stock 0)`,
    `  reference  ${changedFiles.length ? changedFiles.join('; ') : 'unchanged'}`,
    `  pictures   ${count(summary.pictures)} new`,
    `  matches    ${count(summary.collocations)} pieces with new matches`,
    `  off sale   ${count(summary.unlisted)} pieces absent from the feed`,
  ];
}

function parseImportArgs(args: string[]) {
  const options = args.filter((a) => a.startsWith('--'));
  const unknown = options.find((o) => !OPTIONS.includes(o));
  if (unknown)
    throw new OperatorError(`unknown option "${unknown}": usage: npm run shop -- ${IMPORT_FORM}`);
  const [folder, ...extra] = args.filter((a) => !a.startsWith('--'));
  if (!folder?.trim() || extra.length) {
    throw new OperatorError(`usage: npm run shop -- ${IMPORT_FORM}`);
  }
  const at = path.resolve(folder);
  if (!fs.statSync(at, { throwIfNoEntry: false })?.isDirectory()) {
    throw new OperatorError(`"${folder}" is not a folder`);
  }
  return {
    folder: at,
    dryRun: options.includes('--dry-run'),
    unlistMissing: options.includes('--unlist-missing'),
  };
}

/**
 * `catalogue import`: reads and checks the whole feed, then imports it in one transaction (or,
 * with --dry-run, tells what the import would do). Every problem is told and nothing changes.
 */
async function importCommand(s: OperatorServices, args: string[]): Promise<string> {
  const { folder, dryRun, unlistMissing } = parseImportArgs(args);
  const progress = s.progress ?? silentProgress;
  const started = performance.now();
  progress.say(`reading and checking ${folder}`);
  const reading = await readFeed(folder, await knownSlugs(s.db), progress);
  if (!reading.ok) throw refusal(reading.problems);
  const { feed } = reading;
  progress.say(`the feed holds ${count(feed.pieces.length)} pieces`);
  const options = { unlistMissing, now: s.now, onProgress: progress };
  if (dryRun) {
    const { problems, ...plan } = await planImport(s.db, feed, options);
    if (problems.length) throw refusal(problems);
    return [
      `dry run: nothing was changed; importing ${folder} would give`,
      ...summaryLines(plan),
    ].join('\n');
  }
  let summary: ImportSummary;
  try {
    summary = await applyImport(s.db, feed, { ...options, releasePieces: true });
  } catch (error) {
    if (error instanceof FeedImportRefused) throw refusal(error.problems);
    if ((error as { code?: unknown }).code === 'SQLITE_BUSY') {
      throw new OperatorError(
        'the database stayed busy (another import?): nothing was imported; try again',
      );
    }
    throw error;
  }
  await tidySearchTables(s.db);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return [`imported ${folder} in ${seconds} s`, ...summaryLines(summary)].join('\n');
}

/** `catalogue <action> …`: null when the action is unknown. */
export const catalogueCommand = byAction<OperatorServices>({
  import: importCommand,
  stock: stockCommand,
  prices: pricesCommand,
  export: exportCommand,
});
