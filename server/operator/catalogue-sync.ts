import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  syncPrices,
  syncStock,
  SyncRefused,
  type SyncOptions,
  type SyncSummary,
} from '../catalogue/sync/apply-sync';
import { readPricesFile, readStockFile, type SyncReading } from '../catalogue/sync/read-sync';
import type { OperatorServices } from './services';
import { count, feedRefusal } from './feed-refusal';
import { OperatorError } from './format';

export const SYNC_USAGE = `  catalogue stock <file.csv> [--skip-unknown]
                                            set each SKU's quantity on hand (columns
                                            sku, stock): the shop sells what open
                                            orders leave of it; all or nothing
  catalogue prices <file.csv> [--skip-unknown]
                                            set SKUs' prices (columns sku, price,
                                            original_price); all or nothing;
                                            --skip-unknown leaves out SKUs the shop
                                            does not know instead of refusing`;

/** Codes of skipped SKUs named in the summary; the rest are counted. */
const NAMED_SKIPPED = 20;

function parseSyncArgs(action: string, args: string[]) {
  const form = `catalogue ${action} <file.csv> [--skip-unknown]`;
  const options = args.filter((a) => a.startsWith('--'));
  const unknown = options.find((o) => o !== '--skip-unknown');
  if (unknown)
    throw new OperatorError(`unknown option "${unknown}": usage: npm run shop -- ${form}`);
  const [file, ...extra] = args.filter((a) => !a.startsWith('--'));
  if (!file?.trim() || extra.length) throw new OperatorError(`usage: npm run shop -- ${form}`);
  return { file: path.resolve(file), skipUnknown: options.includes('--skip-unknown') };
}

type Sync<T, S extends SyncSummary> = {
  read: (file: string) => Promise<SyncReading<T>>;
  apply: (s: OperatorServices, lines: T[], options: SyncOptions) => Promise<S>;
  done: (summary: S) => string[];
};

function syncCommand<T, S extends SyncSummary>(action: string, sync: Sync<T, S>) {
  return async (s: OperatorServices, args: string[]): Promise<string> => {
    const { file, skipUnknown } = parseSyncArgs(action, args);
    const started = performance.now();
    s.progress?.say(`reading and checking ${file}`);
    const reading = await sync.read(file);
    const where = path.basename(file);
    if (!reading.ok) throw feedRefusal(reading.problems, where, 'nothing was changed');
    let summary: S;
    try {
      summary = await sync.apply(s, reading.lines, { file: reading.file, skipUnknown });
    } catch (error) {
      if (error instanceof SyncRefused)
        throw feedRefusal(error.problems, where, 'nothing was changed');
      throw error;
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const { skipped } = summary;
    const named = skipped.slice(0, NAMED_SKIPPED).join(', ');
    const more =
      skipped.length > NAMED_SKIPPED ? ` and ${count(skipped.length - NAMED_SKIPPED)} more` : '';
    const skippedLines = skipped.length
      ? [
          `  skipped    ${count(skipped.length)} ${skipped.length === 1 ? 'SKU' : 'SKUs'} the shop does not know: ${named}${more}`,
        ]
      : [];
    return [
      `${action} of ${file} set in ${seconds} s`,
      `  SKUs       ${count(summary.changed)} changed, ${count(summary.unchanged)} unchanged`,
      ...sync.done(summary),
      ...skippedLines,
    ].join('\n');
  };
}

/** `catalogue stock <file>`: each SKU's quantity on hand. */
export const stockCommand = syncCommand('stock', {
  read: readStockFile,
  apply: (s, lines, options) => syncStock(s.db, lines, options),
  done: () => [],
});

/** `catalogue prices <file>`: SKUs' prices, and what lists show of their pieces. */
export const pricesCommand = syncCommand('prices', {
  read: readPricesFile,
  apply: (s, lines, options) => syncPrices(s.db, lines, options),
  done: (summary) => [`  pieces     ${count(summary.pieces)} with a new price in lists`],
});
