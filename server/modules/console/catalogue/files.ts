import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  CATALOGUE_FILE_MAX_BYTES,
  type CatalogueFileInput,
  type CatalogueFileKind,
  type CatalogueFileReport,
} from '../../../../contract/console-catalogue';
import { groupDigits } from '../../../../contract/numbers';
import {
  syncPrices,
  syncStock,
  SyncRefused,
  type SyncOptions,
  type SyncSummary,
} from '../../../catalogue/sync/apply-sync';
import { readPricesFile, readStockFile } from '../../../catalogue/sync/read-sync';
import type { FeedProblem } from '../../../catalogue/feed/model';
import type { Db } from '../../../db/database';
import type { Lang } from '../../../lib/lang';
import { message } from '../../../messages';
import { writeAudit, type Actor } from '../../staff';
import { inFileTurn } from './file-turn';
import { CatalogueRefusal, problemsIn } from './refusal';

// The daily stock and prices files, uploaded in the console: read, checked and applied by the
// same functions as `npm run shop -- catalogue stock|prices`. A dry run tells every SKU that would
// change; applying writes them with the audit row in one transaction, only if the file still
// makes the changes the staff member read.

/** Differences sent to the console: enough to read, however large the file. */
const DIFFERENCES_SHOWN = 1000;

type Reading =
  | { ok: false; problems: FeedProblem[] }
  | { ok: true; file: string; apply: (db: Db, options: SyncOptions) => Promise<SyncSummary> };

/** Each kind of file read as the operator's command reads it, ready to apply as it applies it. */
const readers: Record<CatalogueFileKind, (file: string) => Promise<Reading>> = {
  stock: async (file) => {
    const read = await readStockFile(file);
    return read.ok ? { ...read, apply: (db, options) => syncStock(db, read.lines, options) } : read;
  },
  prices: async (file) => {
    const read = await readPricesFile(file);
    return read.ok
      ? { ...read, apply: (db, options) => syncPrices(db, read.lines, options) }
      : read;
  },
};

/** What names a file's changes: the same SKUs changing from and to the same values. */
function checkedOf(summary: SyncSummary): string {
  return createHash('sha256').update(JSON.stringify(summary.differences)).digest('hex');
}

/** The uploaded bytes in a folder of their own, under the file's own name, for the reader. */
async function withFile<T>(input: CatalogueFileInput, read: (file: string) => Promise<T>) {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'console-catalogue-'));
  try {
    const file = path.join(folder, path.basename(input.file_name));
    await fs.writeFile(file, Buffer.from(input.content_base64, 'base64'));
    return await read(file);
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

/**
 * Checks a stock or prices file (a dry run) or applies it, one file at a time across the shop.
 * A file with problems changes nothing and answers them, each where it is.
 */
export async function catalogueFile(
  db: Db,
  actor: Actor & { account: string },
  input: CatalogueFileInput,
  lang: Lang,
  now: number,
): Promise<CatalogueFileReport> {
  if (!/\.(csv|xlsx)$/i.test(input.file_name)) {
    throw new CatalogueRefusal('invalid', 'catalogueFileType');
  }
  if ((input.content_base64.length * 3) / 4 > CATALOGUE_FILE_MAX_BYTES + 2) {
    const max = CATALOGUE_FILE_MAX_BYTES / 1024 / 1024;
    throw new CatalogueRefusal('invalid', 'catalogueFileTooLarge', { max });
  }
  const report: CatalogueFileReport = {
    kind: input.kind,
    file_name: path.basename(input.file_name),
    applied: false,
    msg: '',
    problems: [],
    changed: 0,
    unchanged: 0,
    skipped: [],
    differences: [],
    checked: '',
  };
  const refused = (problems: FeedProblem[]) => ({
    ...report,
    problems: problemsIn(lang, problems, false),
    msg: message(lang, 'catalogueFileProblems', {
      file: report.file_name,
      count: groupDigits(problems.length),
    }),
  });
  const reading = await withFile(input, readers[input.kind]);
  if (!reading.ok) return refused(reading.problems);
  const options: SyncOptions = {
    file: reading.file,
    skipUnknown: input.skip_unknown,
    dryRun: !input.apply,
    afterwards: async (trx, summary) => {
      if (checkedOf(summary) !== input.checked) {
        throw new CatalogueRefusal('conflict', 'catalogueFileStale');
      }
      await writeAudit(
        trx,
        actor,
        {
          action: `catalogue.${input.kind}_file`,
          recordType: 'catalogue_file',
          recordId: report.file_name,
          before: null,
          after: {
            file: report.file_name,
            changed: summary.changed,
            unchanged: summary.unchanged,
            skipped: summary.skipped.length,
          },
        },
        now,
      );
    },
  };
  let summary: SyncSummary;
  try {
    const run = () => reading.apply(db, options);
    summary = input.apply ? await inFileTurn(db, actor.account, now, run) : await run();
  } catch (error) {
    if (error instanceof SyncRefused) return refused(error.problems);
    throw error;
  }
  const counts = {
    changed: groupDigits(summary.changed),
    total: groupDigits(summary.changed + summary.unchanged),
  };
  return {
    ...report,
    applied: input.apply,
    msg: message(lang, input.apply ? 'catalogueApplied' : 'catalogueDryRun', counts),
    changed: summary.changed,
    unchanged: summary.unchanged,
    skipped: summary.skipped,
    differences: summary.differences.slice(0, DIFFERENCES_SHOWN),
    checked: checkedOf(summary),
  };
}
